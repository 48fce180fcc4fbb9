/// Where a button's title, image and activity indicator go, and the size they make
/// (developer.apple.com, UIButton.Configuration/imagePlacement and imagePadding; UIView/
/// intrinsicContentSize). The content is centred in the bounds; the image or indicator sits on the
/// `imagePlacement` side of the title, leading meaning left in left-to-right and right in
/// right-to-left layout. Text widths are approximate (``TextMeasure``); a configuration-less button
/// has no insets, as a custom UIButton without `contentEdgeInsets`.
@MainActor struct ButtonLayout {
    let button: UIButton

    /// The title shown, the image (or indicator) size, and the space between them.
    private var parts: (title: CGSize, mark: CGSize, gap: CGFloat, insets: NSDirectionalEdgeInsets) {
        let titleLabel = button.existingLabel
        if let configuration = button.configuration {
            let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: button.traitCollection)
            let title =
                configuration.title.map {
                    CGSize(width: TextMeasure.width($0, font: font), height: TextMeasure.lineHeight(font))
                } ?? .zero
            let mark =
                configuration.showsActivityIndicator || configuration.image != nil
                ? CGSize(width: 20, height: 20) : .zero
            let gap = mark.width > 0 && title.width > 0 ? max(configuration.imagePadding, 4) : 0
            return (title, mark, gap, configuration.contentInsets)
        }
        var title = CGSize.zero
        if let titleLabel, let text = button.currentTitle, !text.isEmpty {
            titleLabel.text = text
            title = titleLabel.intrinsicContentSize
        }
        let mark = button.configuredCurrentImage?.size ?? .zero
        return (title, mark, 0, .zero)
    }

    /// The content's size with its insets.
    var contentSize: CGSize {
        let parts = parts
        let vertical =
            button.configuration?.imagePlacement.contains(.top) == true
            || button.configuration?.imagePlacement.contains(.bottom) == true
        let width =
            vertical ? max(parts.title.width, parts.mark.width) : parts.title.width + parts.gap + parts.mark.width
        let height =
            vertical ? parts.title.height + parts.gap + parts.mark.height : max(parts.title.height, parts.mark.height)
        return CGSize(
            width: width + parts.insets.leading + parts.insets.trailing,
            height: height + parts.insets.top + parts.insets.bottom)
    }

    /// Sets the label's text and colour and the frames of label, image view and indicator.
    func apply() {
        let parts = parts
        let bounds = button.bounds
        let rightToLeft = button.traitCollection.layoutDirection == .rightToLeft
        let placement = button.configuration?.imagePlacement ?? .leading
        let markFirst = placement.contains(.trailing) ? rightToLeft : !rightToLeft
        let total = parts.title.width + parts.gap + parts.mark.width
        var x = bounds.midX - total / 2
        var titleFrame = CGRect(
            x: 0, y: bounds.midY - parts.title.height / 2, width: parts.title.width, height: parts.title.height)
        var markFrame = CGRect(
            x: 0, y: bounds.midY - parts.mark.height / 2, width: parts.mark.width, height: parts.mark.height)
        if markFirst {
            markFrame.origin.x = x
            x += parts.mark.width + parts.gap
            titleFrame.origin.x = x
        } else {
            titleFrame.origin.x = x
            x += parts.title.width + parts.gap
            markFrame.origin.x = x
        }
        if let label = button.existingLabel {
            label.text = button.configuration == nil ? button.currentTitle : button.configuration?.title
            label.textColor = button.currentTitleColor
            label.frame = titleFrame
        }
        if let configuration = button.configuration {
            if configuration.showsActivityIndicator {
                let indicator = button.configurationIndicator()
                indicator.frame = markFrame
                indicator.startAnimating()
            } else if let indicator = button.existingConfigurationIndicator {
                indicator.stopAnimating()
            }
        } else if let imageView = button.existingImageView {
            imageView.image = button.configuredCurrentImage
            imageView.frame = markFrame
        }
    }
}
