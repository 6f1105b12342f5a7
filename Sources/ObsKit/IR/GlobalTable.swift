/// Names that live for the whole session: top-level variables, functions, types and built-ins.
/// The resolver turns each such name into a slot number once; a slot may be filled later (a view
/// may name a type declared further down a script), and reading an empty one is "cannot find".
final class GlobalTable {
    private(set) var names: [String] = []
    private var index: [String: Int] = [:]
    var values: [Value?] = []
    var isConstant: [Bool] = []
    /// Declared `T?`: assignments wrap their values.
    var isOptional: [Bool] = []

    func slot(for name: String) -> Int {
        if let slot = index[name] { return slot }
        let slot = names.count
        names.append(name)
        index[name] = slot
        values.append(nil)
        isConstant.append(false)
        isOptional.append(false)
        return slot
    }

    func existingSlot(for name: String) -> Int? { index[name] }

    func define(_ name: String, _ value: Value, constant: Bool = true) {
        let slot = slot(for: name)
        _ = exchange(&values[slot], with: value)
        isConstant[slot] = constant
    }

    /// Empties every slot (`:reset`), so what they held is released.
    func removeAll(keeping keep: (String) -> Bool) {
        for (slot, name) in names.enumerated() where !keep(name) { values[slot] = nil }
    }
}
