/// The words the buttons show and VoiceOver reads, in each locale (DESIGN.md section 2).
public enum Titles {
    /// The follow button's per-state titles, set once as the article's `NKFollowButton` does.
    /// Loading slots hold "" so only the spinner shows.
    public static func follow(_ locale: DisplayLocale) -> StateTable<String> {
        let (follow, followed, mutual) = switch locale {
        case .en: ("Follow", "Followed", "Mutual")
        case .zh: ("关注", "已关注", "互相关注")
        }
        let mutualState = CustomState.mutual.state
        let loadingState = CustomState.loading.state
        return StateTable([
            .normal: follow,
            .selected: followed,
            [.selected, .highlighted]: followed,
            mutualState: mutual,
            mutualState.union(.highlighted): mutual,
            loadingState: "",
            loadingState.union(.selected): "",
            mutualState.union(loadingState): "",
        ])
    }

    /// The modal button's title for a mode; the button sets it for `.normal` only.
    public static func modal(_ mode: ModalMode, _ locale: DisplayLocale) -> String {
        switch (locale, mode) {
        case (.en, .download): "Download"
        case (.en, .downloading): "Downloading..."
        case (.en, .install): "Install"
        case (.en, .installing): "Installing..."
        case (.en, .complete): "Complete!"
        case (.zh, .download): "下载"
        case (.zh, .downloading): "下载中..."
        case (.zh, .install): "安装"
        case (.zh, .installing): "安装中..."
        case (.zh, .complete): "完成!"
        }
    }

    /// The modal button's per-state titles for a mode: the mode's title under `.normal`,
    /// and "" under the loading slots.
    public static func modalTable(_ mode: ModalMode, _ locale: DisplayLocale) -> StateTable<String> {
        let loadingState = CustomState.loading.state
        return StateTable([
            .normal: modal(mode, locale),
            loadingState: "",
            loadingState.union(.selected): "",
        ])
    }

    /// A design-system button's title, set for `.normal` only.
    public static func design(_ variant: ButtonVariant, _ locale: DisplayLocale) -> String {
        switch (locale, variant) {
        case (.en, .primary), (.en, .onColor): "Continue"
        case (.en, .secondary), (.en, .onColorSecondary): "Cancel"
        case (.en, .link), (.en, .onColorLink): "Learn more"
        case (.en, .success): "Confirm"
        case (.en, .danger): "Delete"
        case (.zh, .primary), (.zh, .onColor): "继续"
        case (.zh, .secondary), (.zh, .onColorSecondary): "取消"
        case (.zh, .link), (.zh, .onColorLink): "了解更多"
        case (.zh, .success): "确认"
        case (.zh, .danger): "删除"
        }
    }

    /// The per-state titles a button of `role` starts with.
    public static func table(for role: ButtonRole, mode: ModalMode?, _ locale: DisplayLocale) -> StateTable<String> {
        switch role {
        case .follow: follow(locale)
        case .modal: modalTable(mode ?? .download, locale)
        case .design(let variant): StateTable([.normal: design(variant, locale)])
        }
    }

    /// The design system's `accessibilityLabelWhenLoading`, also used by the follow button.
    public static func loadingLabel(_ locale: DisplayLocale) -> String {
        locale == .en ? "Loading" : "加载中"
    }

    /// Every title a button of `role` can show in `locale`, so layouts can reserve the
    /// widest and stay still while the state changes.
    public static func all(for role: ButtonRole, _ locale: DisplayLocale) -> [String] {
        switch role {
        case .follow: Array(follow(locale).storage.values)
        case .modal: ModalMode.allCases.map { modal($0, locale) }
        case .design(let variant): [design(variant, locale)]
        }
    }
}
