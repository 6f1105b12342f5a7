/// The per-node storage of one dynamic property (SwiftUI's property boxes). `update` runs before every
/// body of the node and writes the installed parts into the view value the body will see. What the
/// inspector, the census and `:bind` need from a box, the box answers itself (no caller casts to a kind).
protocol DynamicPropertyBox: AnyObject {
    /// The storage name its changes are reported under (`_count`; a nested property reports its host's).
    var fieldName: String { get }
    /// The attribute as a learner wrote it (`@State`), for the inspector.
    var wrapperName: String { get }
    func update(_ field: inout Value, node: ViewNode, interpreter: Interpreter) throws
    /// The node is going away: release what the box holds, cancel its subscription.
    func destroy()
    /// The object whose `objectWillChange` the box subscribes to, if any.
    var observedObject: ScriptObject? { get }
    /// What the box keeps alive, for `:objects` (its object, or its State's value).
    var heldValue: Value? { get }
    /// The storage as `:inspect` shows it (`@State = 3`); `field` is the property's value in the view,
    /// `show` how the inspector writes a value (an object with its number).
    func describeStorage(_ field: Value, _ show: (Value) -> String) -> String
    /// A script's own DynamicProperty: its type and the boxes of its nested properties (rules §7).
    var embedded: (type: TypeInfo, boxes: FieldBoxes)? { get }
    /// Whether `environment` gives this property a different value than its last update saw.
    func environmentChanged(_ environment: EnvironmentStore, field: Value, interpreter: Interpreter) -> Bool
    /// What `:bind NAME = View.property` binds NAME to: the live storage where the view keeps some
    /// (`field` is the property's value in the view); nil while it is not installed yet.
    func boundValue(field: Value) -> Value?
}

extension DynamicPropertyBox {
    var observedObject: ScriptObject? { nil }
    var heldValue: Value? { observedObject.map { .object($0) } }
    var embedded: (type: TypeInfo, boxes: FieldBoxes)? { nil }
    func environmentChanged(_ environment: EnvironmentStore, field: Value, interpreter: Interpreter) -> Bool { false }
    func boundValue(field: Value) -> Value? { observedObject.map { .object($0) } ?? field }
}

/// `@State`: storage made at first install from that view value's initial value (rules §3).
final class StateBox: DynamicPropertyBox {
    let fieldName: String
    /// The declared type's coercion, for writes through `$x` (StateLocation.coercion).
    private let coercion: Coercion
    private(set) var location: StateLocation?

    init(fieldName: String, coercion: Coercion) {
        self.fieldName = fieldName
        self.coercion = coercion
    }

    func update(_ field: inout Value, node: ViewNode, interpreter: Interpreter) throws {
        guard case .wrapper(.state(var state)) = field else { return }
        if self.location == nil, case .object(let object)? = state.initial.unwrapped {
            // This view value's object is the one the node keeps: not a throwaway (rules §3.3).
            interpreter.installedInState.insert(object.id)
        }
        if self.location != nil, state.fromCaller { noteIgnored(state.initial, node: node, interpreter: interpreter) }
        if self.location == nil, state.fromCaller { lastGiven = state.initial }
        let location = self.location ?? StateLocation(value: state.initial, node: node, fieldName: fieldName, coercion: coercion)
        self.location = location
        state.location = location
        state.updated = location.value
        field = .wrapper(.state(state))
    }

    /// The last value a parent gave (a memberwise argument, `State(initialValue:)`), plain values only.
    private var lastGiven: Value?

    /// A parent gave a value other than the last one: the storage keeps its own (rules §3.2), which the adviser
    /// points out. Objects are left to the throwaway advice (a new one is made at every init).
    private func noteIgnored(_ given: Value, node: ViewNode, interpreter: Interpreter) {
        guard let last = lastGiven, interpreter.objectIn(given) == nil, !Equality.compareValues(given, last) else { return }
        lastGiven = given
        // A value the storage already holds (a draft saved back to its parent) was ignored to no effect.
        if let held = location?.value, Equality.compareValues(given, held) { return }
        interpreter.adviceFindings.append(AdviceFinding(kind: .stateArgumentIgnored, message: """
            \(node.name)'s @State \(fieldName.hasPrefix("_") ? String(fieldName.dropFirst()) : fieldName) was given \(interpreter.debugDescribe(given)) by its parent and kept \(interpreter.debugDescribe(location?.value ?? last)): @State makes its storage once, from the first value it is given, and ignores the later ones.
            Take a @Binding if the parent owns the value, or a plain let if the view only shows it; give the view .id(value) if a new value should start it over.
            """, location: node.type?.fieldLocation(fieldName), view: node.typeName))
    }

    /// The storage is invalidated, not emptied: what still holds it (an `onDisappear` action that captured the
    /// view, a binding) reads the last value, as SwiftUI's stored location does, and its value is released with
    /// the last of them (rules §1.4).
    func destroy() {
        location?.isValid = false
        location = nil
    }

    var wrapperName: String { "@State" }
    var heldValue: Value? { location?.value }

    func describeStorage(_ field: Value, _ show: (Value) -> String) -> String {
        "@State = " + (location.map { show($0.value) } ?? "(not installed)")
    }

    /// An object in State is bound as itself; a value, as a binding to the location.
    func boundValue(field: Value) -> Value? {
        guard let location else { return nil }
        if case .object = location.value { return location.value }
        return .native(BoundVariable(BindingValue(.state(location))))
    }
}

/// Subscribes a node to an object's `objectWillChange` (SwiftUI's AttributeInvalidatingSubscriber).
func subscribe(_ node: ViewNode, fieldName: String, to object: Value, interpreter: Interpreter) throws -> AnyCancellable {
    guard case .object(let instance) = object, instance.type.isObservableObject else {
        throw ObsDiagnostic(.runtime, "'\(object.typeName)' does not conform to 'ObservableObject', which \(node.typeName).\(fieldName) requires",
                            at: node.type?.fieldLocation(fieldName))
    }
    let invalidate = { [owner = WeakNode(node), weak interpreter] in
        // SwiftUI's warning comes from this subscriber: a change it receives while a body runs. A model
        // nobody subscribes to yet (one being made in a parent's body) publishes without a warning.
        if let interpreter, interpreter.isUpdatingViews {
            interpreter.warn("Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
        }
        owner.node?.invalidate(cause: .field(fieldName))
    }
    let cancellable: AnyCancellable
    switch try interpreter.member("objectWillChange", of: object, at: .synthesized, instance.type.source) {
    case .publisher(let publisher):
        cancellable = publisher.subscribe(origin: nil, invalidate)
    case .native(let publisher as Publisher):
        // A class's own `let objectWillChange = PassthroughSubject<Void, Never>()`: any publisher of `Void` that never
        // fails will do (Apple, ObservableObject.ObjectWillChangePublisher).
        cancellable = try publisher.receive(subscriber: AnySubscriber(receiveValue: { _ in invalidate() }, receiveCompletion: { _ in }))
    default:
        throw ObsDiagnostic(.runtime, "'\(instance.type.name).objectWillChange' is not a publisher")
    }
    interpreter.events.record(.subscribe(node: node.name, field: fieldName, objectID: instance.id))
    let nodeName = node.name
    let objectID = instance.id
    let events = interpreter.events
    return AnyCancellable {
        events.record(.cancel(node: nodeName, field: fieldName, objectID: objectID))
        cancellable.cancel()
    }
}

/// `@StateObject`: runs the thunk once, at the node's first update, right before its first body
/// (rules §4); keeps the object and its subscription for the node's lifetime.
final class StateObjectBox: DynamicPropertyBox {
    let fieldName: String
    private(set) var object: Value?
    private(set) var subscription: AnyCancellable?
    /// The thunk the object was made by: a later one that captured other values is ignored (rules §4.3),
    /// which the adviser points out.
    private var madeBy: AutoClosure?

    init(fieldName: String) {
        self.fieldName = fieldName
    }

    func update(_ field: inout Value, node: ViewNode, interpreter: Interpreter) throws {
        guard case .wrapper(.stateObject(var wrapper)) = field else { return }
        if object == nil {
            interpreter.isInstallingObject = true
            defer { interpreter.isInstallingObject = false }
            let made = try interpreter.force(wrapper.thunk, .synthesized, (node.type?.source ?? SourceText(text: "", fileName: "", firstLine: 1)))
            object = made
            if case .autoclosure(let thunk) = wrapper.thunk { madeBy = thunk }
            subscription = try subscribe(node, fieldName: fieldName, to: made, interpreter: interpreter)
        } else if case .autoclosure(let thunk) = wrapper.thunk, let madeBy, thunk !== madeBy, thunk.differs(from: madeBy) {
            self.madeBy = thunk
            interpreter.adviceFindings.append(AdviceFinding(kind: .stateObjectArgumentIgnored, message: """
                \(node.name)'s @StateObject \(fieldName) got a new value to make its object from, and ignored it: the object made first is kept for the node's life.
                Give the view .id(value) so a new value makes a new view and object, or observe a model its parent owns with @ObservedObject.
                """, location: SourceLocation(source: thunk.source, range: thunk.expr.range), view: node.typeName))
        }
        wrapper.object = object
        field = .wrapper(.stateObject(wrapper))
    }

    func destroy() {
        subscription = nil
        object = nil
    }

    var wrapperName: String { "@StateObject" }

    var observedObject: ScriptObject? {
        if case .object(let held)? = object { return held }
        return nil
    }

    var heldValue: Value? { object }

    func describeStorage(_ field: Value, _ show: (Value) -> String) -> String {
        if let held = observedObject { return "@StateObject = \(held.type.name)#\(held.id), subscribed" }
        return "@StateObject = " + (object.map(show) ?? "(not made yet)")
    }

    func boundValue(field: Value) -> Value? { object ?? Value.none }
}

/// `@ObservedObject`: re-subscribes only when the instance changes, and keeps the last object alive
/// until it changes or the node dies (rules §5).
class ObservedObjectBox: DynamicPropertyBox {
    let fieldName: String
    private(set) var lastObject: ScriptObject?
    private(set) var subscription: AnyCancellable?

    init(fieldName: String) {
        self.fieldName = fieldName
    }

    func update(_ field: inout Value, node: ViewNode, interpreter: Interpreter) throws {
        guard case .wrapper(.observedObject(let wrapper)) = field else { return }
        guard case .object(let object) = wrapper.object else {
            throw ObsDiagnostic(.runtime, "generic struct 'ObservedObject' requires that '\(wrapper.object.typeName)' conform to 'ObservableObject' (\(node.typeName).\(fieldName))",
                                at: node.type?.fieldLocation(fieldName))
        }
        try follow(object, node: node, interpreter: interpreter)
    }

    /// Keeps `object` and a subscription to it: a new instance re-subscribes, the same one keeps its
    /// subscription, nil lets go.
    func follow(_ object: ScriptObject?, node: ViewNode, interpreter: Interpreter) throws {
        guard let object else {
            subscription = nil
            lastObject = nil
            return
        }
        if object !== lastObject || subscription == nil {
            if let old = lastObject, old !== object {
                TaskAdvice.noteReplaced(old, by: object, node: node, field: fieldName, running: interpreter.scheduler.runningTasks, interpreter: interpreter)
            }
            subscription = nil
            subscription = try subscribe(node, fieldName: fieldName, to: .object(object), interpreter: interpreter)
            lastObject = object
        }
    }

    func destroy() {
        subscription = nil
        lastObject = nil
    }

    /// An `@ObservedObject` takes its object from its parent, not the environment (`EnvironmentObjectBox` does).
    func environmentChanged(_ environment: EnvironmentStore, field: Value, interpreter: Interpreter) -> Bool { false }

    var wrapperName: String { "@ObservedObject" }
    var observedObject: ScriptObject? { lastObject }

    func describeStorage(_ field: Value, _ show: (Value) -> String) -> String {
        "@ObservedObject = " + (lastObject.map { "\($0.type.name)#\($0.id)" } ?? "(none)")
            + (subscription == nil ? ", not subscribed" : ", subscribed")
    }

    func boundValue(field: Value) -> Value? { lastObject.map { .object($0) } ?? Value.none }
}

/// `@Binding`: the binding lives in the view value; reads through it are tracked by the State location
/// (rules §9), so the box itself only marks the field as a dynamic property.
final class BindingBox: DynamicPropertyBox {
    let fieldName: String
    /// A `@Binding` inside a script's DynamicProperty: its reads are the view field's (rules §7.3).
    let isNested: Bool

    init(fieldName: String, isNested: Bool = false) {
        self.fieldName = fieldName
        self.isNested = isNested
    }

    func update(_ field: inout Value, node: ViewNode, interpreter: Interpreter) throws {
        guard isNested, case .wrapper(.binding(let binding)) = field, binding.reportedAs != fieldName else { return }
        let reporting = BindingValue(binding.source, snapshot: binding.snapshot)
        reporting.reportedAs = fieldName
        field = .wrapper(.binding(reporting))
    }

    func destroy() {}

    var wrapperName: String { "@Binding" }

    func describeStorage(_ field: Value, _ show: (Value) -> String) -> String {
        guard case .wrapper(.binding(let binding)) = field else { return "@Binding" }
        return "@Binding = " + show(.native(binding))
    }

    func boundValue(field: Value) -> Value? {
        guard case .wrapper(.binding(let binding)) = field else { return nil }
        return .native(BoundVariable(binding))
    }
}
