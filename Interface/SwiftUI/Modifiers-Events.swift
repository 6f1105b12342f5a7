// Lifecycle and event modifiers: onAppear/onDisappear, task (and task(id:)), onChange (the deprecated
// one-value form and both iOS 17 forms), onReceive, onSubmit, onOpenURL, refreshable, searchable (+
// suggestions), disabled, focus (focused, focusable, defaultFocus), sensoryFeedback, onHover.
extension View {
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { self }
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never { self }
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View { self }
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { self }
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> some View { self }

    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { self }
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View { self }
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View { self }
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View { self }
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View { self }
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View { self }
    nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View { self }
    nonisolated public func searchable<V: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                    prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> V) -> some View { self }
    nonisolated public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                                       prompt: S, @ViewBuilder suggestions: () -> V) -> some View { self }
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
    nonisolated public func searchCompletion(_ completion: String) -> some View { self }
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }

    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }
    nonisolated public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V) -> some View { self }
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
}

public struct FocusedValues {}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .automatic }
    public static let navigationBarDrawer = SearchFieldPlacement()
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

public struct SensoryFeedback: Equatable, Sendable {
    public static let success = SensoryFeedback()
    public static let warning = SensoryFeedback()
    public static let error = SensoryFeedback()
    public static let selection = SensoryFeedback()
    public static let increase = SensoryFeedback()
    public static let decrease = SensoryFeedback()
    public static let start = SensoryFeedback()
    public static let stop = SensoryFeedback()
    public static let alignment = SensoryFeedback()
    public static let levelChange = SensoryFeedback()
    public static let impact = SensoryFeedback()
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback { .impact }
    public struct Weight: Equatable, Sendable {
        public static let light = Weight()
        public static let medium = Weight()
        public static let heavy = Weight()
    }
    public struct Flexibility: Equatable, Sendable {
        public static let rigid = Flexibility()
        public static let solid = Flexibility()
        public static let soft = Flexibility()
    }
}
