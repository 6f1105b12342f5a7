/// The storage of a wrapped property (`_x`). SwiftUI's State, StateObject and ObservedObject are
/// structs whose installed parts live in the view graph's boxes; Published is stored in its object.
public enum WrapperValue {
    case state(StateWrapper)
    case stateObject(StateObjectWrapper)
    case observedObject(ObservedObjectWrapper)
    case published(PublishedBox)

    var typeName: String {
        switch self {
        case .state: return "State"
        case .stateObject: return "StateObject"
        case .observedObject: return "ObservedObject"
        case .published: return "Published"
        }
    }
}
