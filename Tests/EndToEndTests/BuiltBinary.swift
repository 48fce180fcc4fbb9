import ButtonKitTestSupport
import Foundation

/// The `button-sim` executable that `swift test` built beside the test bundle.
enum BuiltBinary {
    static var url: URL? { BuiltProduct.buttonSim }
}
