/// How a label breaks or cuts text that does not fit (developer.apple.com, NSLineBreakMode).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
