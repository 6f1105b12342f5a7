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

    /// The built-ins, as installed (`:reset` puts them back).
    private var builtins: [Value?] = []

    /// Marks every name defined so far as a built-in.
    func sealBuiltins() {
        builtins = values
    }

    func isBuiltin(_ slot: Int) -> Bool {
        slot < builtins.count && builtins[slot] != nil
    }

    /// Empties every slot but the built-ins, which get their installed values back.
    func reset() {
        for slot in values.indices {
            _ = exchange(&values[slot], with: slot < builtins.count ? builtins[slot] : nil)
            isConstant[slot] = slot < builtins.count
            isOptional[slot] = false
        }
    }

    func define(_ name: String, _ value: Value, constant: Bool = true) {
        let slot = slot(for: name)
        _ = exchange(&values[slot], with: value)
        isConstant[slot] = constant
    }

}
