// Modifiers the runtime's table has beyond the other files: the inspector presentation (a sheet on iPhone),
// toolbar visibility, focus-effect and layout-direction looks, scene focused values. Apple's signatures,
// bodies that do nothing.
extension View {
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View { self }
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
    nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View { self }
}
