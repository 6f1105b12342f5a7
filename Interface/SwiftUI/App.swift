// Apps and scenes: App, Scene, SceneBuilder, WindowGroup, Window, Settings, Commands/CommandsBuilder/
// CommandMenu/CommandGroup, PreviewProvider, and the #Preview macro (see the note on it below).
// Leaves out DocumentGroup, MenuBarExtra and the UIKit/AppKit delegate adaptors.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() {}
}

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene { _TupleScene() }
    public static func buildOptional(_ scene: (any Scene & _LimitedAvailabilitySceneMarker)?) -> some Scene { _TupleScene() }
    public static func buildLimitedAvailability(_ scene: some Scene) -> any Scene & _LimitedAvailabilitySceneMarker { _TupleScene() }
}

public protocol _LimitedAvailabilitySceneMarker {}

public struct _TupleScene: Scene, _LimitedAvailabilitySceneMarker {
    public var body: Never { fatalError() }
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public init(id: String, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {}
    public init<D: Decodable & Encodable & Hashable, C: View>(for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == _WindowGroupValueContent<D, C> {}
    public var body: Never { fatalError() }
}

public struct _WindowGroupValueContent<D, C: View>: View {
    public var body: some View { EmptyView() }
}

public struct Window<Content: View>: Scene {
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Settings<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

extension Scene {
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { self }
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { self }
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
}

public struct WindowResizability: Sendable {
    public static let automatic = WindowResizability()
    public static let contentSize = WindowResizability()
    public static let contentMinSize = WindowResizability()
}

@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Self.Body { get }
}

extension Never: Commands {}

@resultBuilder
public struct CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _TupleCommands { _TupleCommands() }
}

public struct EmptyCommands: Commands {
    public init() {}
    public var body: Never { fatalError() }
}

public struct _TupleCommands: Commands {
    public var body: Never { fatalError() }
}

public struct CommandMenu<Content: View>: Commands {
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct CommandGroupPlacement: Sendable {
    public static let appInfo = CommandGroupPlacement()
    public static let newItem = CommandGroupPlacement()
    public static let saveItem = CommandGroupPlacement()
    public static let pasteboard = CommandGroupPlacement()
    public static let help = CommandGroupPlacement()
}

public struct CommandGroup<Content: View>: Commands {
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

extension View {
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { self }
    nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

public struct InterfaceOrientation: Hashable, Sendable {
    public static let portrait = InterfaceOrientation()
    public static let portraitUpsideDown = InterfaceOrientation()
    public static let landscapeLeft = InterfaceOrientation()
    public static let landscapeRight = InterfaceOrientation()
}

public struct PreviewTrait<T>: Sendable {}
public enum Preview {
    public struct ViewTraits {}
}
extension PreviewTrait where T == Preview.ViewTraits {
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait() }
    public static var portrait: PreviewTrait<T> { PreviewTrait() }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait() }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait() }
}

// #Preview. On Apple it is an external macro (PreviewsMacros) that turns the closure into a preview
// registry type. No such plugin exists here, and an external macro whose plugin is missing is an
// error at every use. Instead the macro is defined as an expansion of the builtin `#isolation`
// macro, which needs no plugin: the compiler still type-checks the arguments against this signature
// (the body as a @ViewBuilder closure returning a View), and the expansion adds no declaration.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) = #isolation

@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) = #isolation
