// Buttons and labels: Button (every documented init: titles, roles, system images, label closures),
// ButtonRole, Label, Link, Menu, EditButton, ShareLink (on a minimal Transferable), LabeledContent.
// Leaves out App Intents buttons and image resources.
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
    public static let close = ButtonRole()
    public static let confirm = ButtonRole()
}

public struct Button<Label: View>: View {
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: some View { EmptyView() }
}

extension Button where Label == Text {
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    @preconcurrency public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    @preconcurrency public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
    @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {}
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
                                action: @escaping @MainActor () -> Void) {}
    @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?,
                                                   action: @escaping @MainActor () -> Void) {}
    @preconcurrency public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {}
}

public struct Label<Title: View, Icon: View>: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public var body: some View { EmptyView() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
    public init<S: StringProtocol>(_ title: S, image name: String) {}
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    public init(_ configuration: LabelStyleConfiguration) {}
}

public struct Link<Label: View>: View {
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
    public var body: some View { EmptyView() }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {}
    public init<S: StringProtocol>(_ title: S, destination: URL) {}
}

public struct Menu<Label: View, Content: View>: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {}
    public var body: some View { EmptyView() }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {}
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {}
}

public struct EditButton: View {
    public init() {}
    public var body: some View { EmptyView() }
}

/// Minimal stand-in for CoreTransferable's protocol (Apple's SwiftUI re-exports it).
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}

public struct DefaultShareLinkLabel: View {
    public var body: some View { EmptyView() }
}

public struct SharePreview<Image, Icon> {
    public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never {}
    public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never {}
    public init(_ titleKey: LocalizedStringKey, image: Image) where Image: Transferable, Icon == Never {}
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) where Image: Transferable, Icon: Transferable {}
}

public struct ShareLink<Label: View>: View {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) where Label == DefaultShareLinkLabel {}
    public init<I: Transferable, P, Q>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, Q>)
        where Label == DefaultShareLinkLabel {}
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {}
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil)
        where Label == Text {}
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil)
        where Label == Text {}
    public init<C: RandomAccessCollection>(items: C, subject: Text? = nil, message: Text? = nil)
        where C.Element: Transferable, Label == DefaultShareLinkLabel {}
    public var body: some View { EmptyView() }
}

public struct LabeledContent<Label, Content> {}

extension LabeledContent: View where Label: View, Content: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: some View { EmptyView() }
}

extension LabeledContent where Label == Text, Content: View {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {}
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {}
}
