/// The census of script objects: live instances per class, how many were made and destroyed, and what
/// keeps each live one alive.
///
/// Counting must keep nothing alive, yet a weak reference would give every object a side table and send
/// each of its retains and releases down the runtime's slow path (issue 14: that is the hottest path
/// there is). So the census holds objects unowned and unchecked, and each object's own deinit tells it
/// of the death (`died`) before the memory goes: an entry is never read after that.
///
/// The live objects are an array, each object knowing its place in it (`censusIndex`); a death moves the
/// last entry into the gap. A dictionary keyed by id cost 24 bytes an entry, doubled while it grew
/// (issue 14: 1M objects' memory), and a hash of the id on every birth and death.
final class Census {
    private struct Entry {
        unowned(unsafe) let object: ScriptObject
    }

    private var live: [Entry] = []
    private(set) var made: [String: Int] = [:]
    private(set) var gone: [String: Int] = [:]
    /// `made` when the session last mounted a view: exercises count what their own attempt made.
    private var madeAtMount: [String: Int] = [:]

    func born(_ object: ScriptObject) {
        object.censusIndex = Int32(live.count)
        live.append(Entry(object: object))
        made[object.type.name, default: 0] += 1
    }

    /// An object's deinit (`identity` is the dying object's, `index` its `censusIndex`). One the census does
    /// not track (made before a `:reset`, whose place a new object may have since) is left out.
    func died(index: Int32, identity: ObjectIdentifier, className: String) {
        let index = Int(index)
        guard index >= 0, index < live.count, ObjectIdentifier(live[index].object) == identity else { return }
        let last = live.removeLast()
        if index < live.count {
            live[index] = last
            last.object.censusIndex = Int32(index)
        }
        gone[className, default: 0] += 1
    }

    /// `:mount`: what is made from now on is the new root's.
    func markMount() {
        madeAtMount = made
    }

    /// How many instances of `className` were made since the last `:mount` (since the start, if none).
    func madeSinceMount(_ className: String) -> Int {
        (made[className] ?? 0) - (madeAtMount[className] ?? 0)
    }
    /// How many objects live (for the memory budget: Limits/MemoryBudget).
    var liveCount: Int { live.count }

    var liveObjects: [ScriptObject] {
        live.map(\.object).sorted { $0.id < $1.id }
    }

    func removeAll() {
        live = []
        made = [:]
        gone = [:]
        madeAtMount = [:]
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
                case .storage(let storage): note(storage.value, holder, depth: depth + 1)
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
            if let view = node.content.structValue { note(.structValue(view), "\(node.name)'s view value") }
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
