/// The census of script objects: live instances per class (weakly held, so counting keeps nothing
/// alive), how many were made and destroyed, and what keeps each live one alive.
final class Census {
    private struct Entry {
        weak var object: ScriptObject?
    }

    private var live: [Int: Entry] = [:]
    private(set) var made: [String: Int] = [:]
    private(set) var gone: [String: Int] = [:]

    func born(_ object: ScriptObject) {
        live[object.id] = Entry(object: object)
        made[object.type.name, default: 0] += 1
    }

    func died(id: Int, className: String) {
        live[id] = nil
        gone[className, default: 0] += 1
    }

    /// How many objects live (for the memory budget: Limits/MemoryBudget).
    var liveCount: Int { live.count }

    var liveObjects: [ScriptObject] {
        live.keys.sorted().compactMap { live[$0]?.object }
    }

    func removeAll() {
        live = [:]
        made = [:]
        gone = [:]
    }
}

/// Finds what holds a given object: the session's variables, the view graph's boxes and view values,
/// other objects' properties, closures' captures.
struct RetainerScan {
    let interpreter: Interpreter
    let graph: ViewGraph

    /// Descriptions of the direct holders of each live object, by object id.
    func holders() -> [Int: [String]] {
        var found: [Int: [String]] = [:]
        func note(_ value: Value, _ holder: String, depth: Int = 0) {
            guard depth < 8 else { return }
            switch value {
            case .object(let object): found[object.id, default: []].append(holder)
            case .optional(let inner): note(inner, holder, depth: depth + 1)
            case .box(let box): note(box.value, holder, depth: depth + 1)
            case .weak: break
            case .structValue(let structValue):
                for (field, stored) in zip(structValue.type.fields, structValue.fields) {
                    note(stored, "\(holder) (its \(field.name))", depth: depth + 1)
                }
            case .array(let elements): elements.forEach { note($0, holder + "[…]", depth: depth + 1) }
            case .dictionary(let dictionary): dictionary.values.forEach { note($0, holder + "[…]", depth: depth + 1) }
            case .set(let set): set.members.forEach { note($0, holder + "[…]", depth: depth + 1) }
            case .tuple(let tuple): tuple.elements.forEach { note($0, holder, depth: depth + 1) }
            case .enumCase(let enumValue): enumValue.payload.forEach { note($0, holder, depth: depth + 1) }
            case .closure(let closure):
                for box in closure.captures { note(box.value, "a closure in \(holder)", depth: depth + 1) }
            case .wrapper(let wrapper):
                switch wrapper {
                case .state(let state): note(state.location?.value ?? state.initial, holder, depth: depth + 1)
                case .stateObject(let stateObject): if let object = stateObject.object { note(object, holder, depth: depth + 1) }
                case .observedObject(let observed): note(observed.object, holder, depth: depth + 1)
                case .published(let box): note(box.value, holder, depth: depth + 1)
                case .bindable(let object): note(object, holder, depth: depth + 1)
                case .environmentObject(_, let object): if let object { note(object, holder, depth: depth + 1) }
                case .binding, .environment: break
                }
            default: break
            }
        }
        for (slot, name, value) in interpreter.globals.defined where !interpreter.globals.isBuiltin(slot) {
            note(value, "the variable '\(name)'")
        }
        func visit(_ node: ViewNode) {
            if let type = node.type {
                for (index, box) in node.boxes {
                    if let held = box.heldValue { note(held, "\(node.name)'s \(box.wrapperName) \(type.fields[index].name)") }
                }
            }
            if case .view(let view) = node.content { note(.structValue(view), "\(node.name)'s view value") }
            node.orderedChildren.forEach(visit)
        }
        if let root = graph.root { visit(root) }
        for object in interpreter.census.liveObjects {
            for (field, stored) in zip(object.type.fields, object.fields) {
                note(stored, "\(object.type.name)#\(object.id).\(field.name)")
            }
        }
        return found.mapValues { Array(Set($0)).sorted() }
    }
}
