// Presentations: sheet, fullScreenCover, popover (isPresented/item), alert and confirmationDialog in all
// their documented forms (title key/string/Text, message, presenting data, item, errors), the deprecated
// Alert/ActionSheet values, presentation detents and the other presentation modifiers.
extension View {
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { self }
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { self }
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
}

public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

public struct PresentationBackgroundInteraction: Sendable {
    public static let automatic = PresentationBackgroundInteraction()
    public static let enabled = PresentationBackgroundInteraction()
    public static let disabled = PresentationBackgroundInteraction()
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}

public struct PresentationAdaptation: Sendable {
    public static let automatic = PresentationAdaptation()
    public static let none = PresentationAdaptation()
    public static let popover = PresentationAdaptation()
    public static let sheet = PresentationAdaptation()
    public static let fullScreenCover = PresentationAdaptation()
}

extension View {
    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    nonisolated public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View { self }
    nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    nonisolated public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { self }
    nonisolated public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View { self }
    nonisolated public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { self }
    nonisolated public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    nonisolated public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    nonisolated public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View { self }
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View { self }
    nonisolated public func alert<A: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>,
                                  @ViewBuilder actions: (T) -> A) -> some View { self }
    nonisolated public func alert<S: StringProtocol, A: View, T>(_ title: S, item data: Binding<T?>,
                                                     @ViewBuilder actions: (T) -> A) -> some View { self }
    nonisolated public func alert<A: View, T>(_ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View { self }
    nonisolated public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, item data: Binding<T?>,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View { self }
    nonisolated public func alert<A: View, M: View, T>(_ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View { self }
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }

    nonisolated public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View { self }
    nonisolated public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { self }
    nonisolated public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View { self }
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View { self }
    nonisolated public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>,
                                               titleVisibility: Visibility = .automatic,
                                               @ViewBuilder actions: (T) -> A) -> some View { self }
    nonisolated public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>,
                                                        titleVisibility: Visibility = .automatic,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View { self }
    nonisolated public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View { self }
    nonisolated public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View { self }
}

public struct Alert {
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}
    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
    }
}

public struct ActionSheet {
    public typealias Button = Alert.Button
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
}
