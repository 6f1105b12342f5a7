/// The storage of a wrapped property (`_x`). SwiftUI's State, StateObject and ObservedObject are
/// structs whose installed parts live in the view graph's boxes; Published is stored in its object.
enum WrapperValue {
    case state(StateWrapper)
    case stateObject(StateObjectWrapper)
    case observedObject(ObservedObjectWrapper)
    case published(PublishedBox)
    /// `@Binding`: the binding the parent passed.
    case binding(BindingValue)
    /// `@Bindable`: a plain wrapper of an `@Observable` object (not a dynamic property).
    case bindable(Value)
    /// `@EnvironmentObject`: the object the node's environment gave at its last update (nil: none).
    case environmentObject(typeName: String, object: Value?)
    /// `@Environment(\.key)` / `@Environment(Model.self)`: the key, and the value at the last update.
    case environment(key: EnvironmentKeyName, value: Value?)
    /// `@AppStorage("key")` / `@SceneStorage("key")`: a value the session keeps by key.
    case storage(StorageWrapper)

    var typeName: String {
        switch self {
        case .state: return "State"
        case .stateObject: return "StateObject"
        case .observedObject: return "ObservedObject"
        case .published: return "Published"
        case .binding: return "Binding"
        case .bindable: return "Bindable"
        case .environmentObject: return "EnvironmentObject"
        case .environment: return "Environment"
        case .storage(let storage): return storage.kind
        }
    }
}
