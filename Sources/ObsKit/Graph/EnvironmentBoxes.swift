/// `@EnvironmentObject`: resolved from the node's environment at each update; subscribes to the object's
/// `objectWillChange` like `@ObservedObject`, re-subscribing when the instance changes (rules §14).
/// A missing object is not an error until the property is read.
final class EnvironmentObjectBox: ObservedObjectBox {
    override func update(_ field: inout Value, node: ViewNode, interpreter: Interpreter) throws {
        guard case .wrapper(.environmentObject(let typeName, _)) = field else { return }
        var object: ScriptObject?
        if case .object(let found)? = node.environment[.type(typeName)] { object = found }
        try follow(object, node: node, interpreter: interpreter)
        field = .wrapper(.environmentObject(typeName: typeName, object: object.map { .object($0) }))
    }

    /// Another instance given by `.environmentObject(_:)` above (the owner replaced it): the body runs with the new
    /// one, to which the box subscribes when it updates (rules §14.1).
    override func environmentChanged(_ environment: EnvironmentStore, field: Value, interpreter: Interpreter) -> Bool {
        guard case .wrapper(.environmentObject(let typeName, _)) = field else { return false }
        let provided: ScriptObject? = if case .object(let found)? = environment[.type(typeName)] { found } else { nil }
        return provided !== lastObject
    }

    override var wrapperName: String { "@EnvironmentObject" }

    override func describeStorage(_ field: Value, _ show: (Value) -> String) -> String {
        "@EnvironmentObject = " + (lastObject.map { "\($0.type.name)#\($0.id)" } ?? "(missing)")
    }
}

/// `@Environment(\.key)` and `@Environment(Model.self)`: the value from the node's environment at each
/// update. A parent passing a different value re-runs the body (compared with `compareValues`). A
/// non-optional `@Environment(Model.self)` with no model above it stops with SwiftUI's fatal error when the
/// box updates, before the body, read or not (rules §14.2).
final class EnvironmentBox: DynamicPropertyBox {
    let fieldName: String
    /// The property's declaration: `@Environment(Model.self) var model: Model?` finds nil where no model is
    /// set; without the `?` it traps, and the error points at the declaration.
    let declaration: TypeInfo.StoredField
    private(set) var lastValue: Value?

    init(fieldName: String, declaration: TypeInfo.StoredField) {
        self.fieldName = fieldName
        self.declaration = declaration
    }

    func update(_ field: inout Value, node: ViewNode, interpreter: Interpreter) throws {
        guard case .wrapper(.environment(let key, _)) = field else { return }
        let value = declared(try interpreter.environmentValue(key, in: node.environment, .synthesized,
                                                              node.type?.source ?? SourceText(text: "", fileName: "", firstLine: 1)), key, interpreter)
        if value == nil, !declaration.isOptional, case .type(let typeName) = key {
            throw interpreter.runtimeError("Fatal error: No Observable object of type \(typeName) found. A View.environmentObject(_:) for "
                + "\(typeName) may be missing as an ancestor of this view.", declaration.range, declaration.owner.source)
        }
        // A binding the environment holds (`\.editMode`) is read through: the mode it holds is what the view
        // sees change (rules §15.25).
        if case .native(let binding as BindingValue)? = value?.unwrapped {
            _ = try interpreter.read(binding, cause: .field(fieldName), .synthesized, declaration.owner.source)
        }
        lastValue = value
        field = .wrapper(.environment(key: key, value: value))
    }

    func environmentChanged(_ environment: EnvironmentStore, field: Value, interpreter: Interpreter) -> Bool {
        guard case .wrapper(.environment(let key, _)) = field else { return false }
        let value = declared((try? interpreter.environmentValue(key, in: environment, .synthesized, SourceText(text: "", fileName: "", firstLine: 1))) ?? nil,
                             key, interpreter)
        switch (lastValue, value) {
        case (nil, nil): return false
        // A value of closures that capture nothing (a client struct from `@Entry`) is equal to itself (rules §2.4, §14.2).
        case (let a?, let b?): return !Equality.compareValues(a, b) && !Equality.viewsEqual(a, b)
        default: return true
        }
    }

    /// The value as the property's type holds it: `@Environment(Cart.self) var cart: Cart?` holds an optional
    /// (`cart.map { ... }` is Optional's).
    private func declared(_ value: Value?, _ key: EnvironmentKeyName, _ interpreter: Interpreter) -> Value? {
        if declaration.isOptional, case .type = key, let found = value, case .object = found { return .optional(found) }
        // `@Environment(\.featureFlags.showBadges)`: the rest of the key path, read from the key's value.
        guard var current = value, case .keyPath(_, let components)? = declaration.environmentArgument?.kind, components.count > 1 else {
            return value
        }
        for case .member(let name) in components.dropFirst() {
            guard let next = try? interpreter.member(name, of: current, at: declaration.range, declaration.owner.source) else { return value }
            current = next
        }
        return current
    }

    func destroy() {
        lastValue = nil
    }

    var wrapperName: String { "@Environment" }
    /// What the environment holds is kept alive by the view that set it, not by this box.
    var heldValue: Value? { nil }

    func describeStorage(_ field: Value, _ show: (Value) -> String) -> String {
        "@Environment = " + (lastValue.map(show) ?? "(default)")
    }
}

/// A script's own `DynamicProperty` struct in a view: its nested dynamic properties get boxes of their
/// own (per node), updated first; then its `update()` runs on the copy the body will see (rules §7).
/// Nested changes invalidate the host under the field's name.
final class EmbeddedPropertyBox: DynamicPropertyBox {
    let fieldName: String
    let type: TypeInfo
    private(set) var boxes = FieldBoxes()
    /// Whether the fields without a declared type were looked at, by their values, at the first update.
    private var valuesExamined = false

    init(fieldName: String, type: TypeInfo, node: ViewNode, graph: ViewGraph) {
        self.fieldName = fieldName
        self.type = type
        for (index, field) in type.fields.enumerated() {
            // Nested changes invalidate the host under the host field's name (rules §7).
            guard let box = node.makeBox(for: field, value: nil, reportingAs: fieldName, graph: graph) else { continue }
            boxes[index] = box
        }
    }

    func update(_ field: inout Value, node: ViewNode, interpreter: Interpreter) throws {
        guard case .structValue(var inner) = field, inner.type === type else { return }
        field = .uninitialized
        defer { field = .structValue(inner) }
        if !valuesExamined, let graph = node.graph {
            // `var inner = Inner()`: a nested DynamicProperty known by its value, before its first update as SwiftUI
            // installs it (rules §7).
            valuesExamined = true
            for (index, stored) in type.fields.enumerated() where boxes[index] == nil {
                if let box = node.makeBox(for: stored, value: inner.fields[index], reportingAs: fieldName, graph: graph) { boxes[index] = box }
            }
        }
        for index in boxes.keys.sorted() {
            try boxes[index]!.update(&inner.fields[index], node: node, interpreter: interpreter)
        }
        if let update = type.method("update") {
            let newSelf = try interpreter.call(update, receiver: .structValue(inner), arguments: [], type: type).newSelf
            if case .structValue(let updated) = newSelf { inner = updated }
        }
    }

    func destroy() {
        for box in boxes.values { box.destroy() }
        boxes = FieldBoxes()
    }

    /// An `@Environment` inside it whose value changed (rules §7.1: its host re-runs).
    func environmentChanged(_ environment: EnvironmentStore, field: Value, interpreter: Interpreter) -> Bool {
        guard case .structValue(let inner) = field, inner.type === type else { return false }
        var changed = false
        for (index, box) in boxes where box.environmentChanged(environment, field: inner.fields[index], interpreter: interpreter) {
            changed = true
        }
        return changed
    }

    /// Whether an `@Environment` is among its nested properties, at any depth.
    var readsEnvironment: Bool {
        boxes.contains { _, box in box is EnvironmentBox || box is EnvironmentObjectBox || (box as? EmbeddedPropertyBox)?.readsEnvironment == true }
    }

    var wrapperName: String { "DynamicProperty" }
    var embedded: (type: TypeInfo, boxes: FieldBoxes)? { (type, boxes) }

    func describeStorage(_ field: Value, _ show: (Value) -> String) -> String { "DynamicProperty \(type.name)" }
}
