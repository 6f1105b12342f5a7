import Foundation

/// The memory budget for script values (issue 10), per session: sizes are checked before a value is
/// made where values grow (`Array(repeating:count:)`, `String(repeating:count:)`, a range's or a stride's
/// elements, strings and arrays joined, appended or doubled, interpolations), and the live script objects
/// are counted, at an estimated size each, every 1,024 objects made. (The process's heap is not what is
/// measured: sessions may share a process, as the tests' do.) A size no machine here could give gets
/// Swift's own words ("Fatal error: failed to allocate N bytes of memory with alignment 8", with the size
/// Swift would ask for); a size past the budget a message that names the limit. The default is 1 GiB,
/// settable with `--max-memory` or `OBSREPL_MAX_MEMORY` (`Session.memoryBudget`).
extension Interpreter {
    static let defaultMemoryBudget = 1 << 30

    /// What one element of an array takes here.
    static let valueStride = MemoryLayout<Value>.stride

    /// Checks an array of `count` elements like `sample` before it is made.
    func checkArrayAllocation(count: Int, sample: Value?, _ range: SourceRange, _ source: SourceText) throws {
        let ours = count.multipliedReportingOverflow(by: Self.valueStride)
        let swift = UInt(max(0, count)).multipliedReportingOverflow(by: UInt(Self.swiftStride(of: sample)))
        try checkAllocation(ours: ours.overflow ? .max : ours.partialValue, swift: swift.overflow ? nil : swift.partialValue.addingReportingOverflow(32),
                            range, source)
    }

    /// Checks a string of `utf8Count` bytes before it is made.
    /// A growing string asks for a quarter more than it holds (a 1 GiB result of `s += s` allocated 1.25 GiB
    /// and failed in obsfuzz's 4 GiB address space): that is what is counted.
    func checkStringAllocation(utf8Count: Int, _ range: SourceRange, _ source: SourceText) throws {
        let grown = utf8Count.addingReportingOverflow(utf8Count / 4)
        try checkAllocation(ours: grown.overflow ? .max : grown.partialValue, swift: UInt(max(0, utf8Count)).addingReportingOverflow(48),
                            range, source)
    }

    /// `ours`: the bytes ObsREPL would take; `swift`: what compiled Swift would ask the allocator for (nil
    /// or an overflow: Swift's own size arithmetic overflows first).
    private func checkAllocation(ours: Int, swift: (partialValue: UInt, overflow: Bool)?, _ range: SourceRange,
                                 _ source: SourceText) throws {
        guard let swift, !swift.overflow else { throw overflowError(range, source) }
        if swift.partialValue > UInt(Self.machineMemory) {
            throw runtimeError("Fatal error: failed to allocate \(swift.partialValue) bytes of memory with alignment 8", range, source)
        }
        guard let budget = memoryBudget else { return }
        if ours > budget {
            throw runtimeError("stopped: this value would take \(Self.bytes(ours)), more than the memory limit for script values "
                + "(\(Self.bytes(budget))) — a runaway? (--max-memory SIZE raises the limit)", range, source)
        }
    }

    /// What a live script object takes, roughly: the object, its fields' buffer, the census's weak entry.
    static let objectBytes = 200

    /// Every 1,024 objects made: the live ones, at an estimated size each (`objectBytes` and their
    /// fields), must stay within the budget.
    func checkObjects(_ type: TypeInfo, _ range: SourceRange, _ source: SourceText) throws {
        guard let budget = memoryBudget else { return }
        let live = census.liveCount
        guard live & 0x3FF == 0 else { return }
        let estimate = live.multipliedReportingOverflow(by: Self.objectBytes + type.fields.count * Self.valueStride)
        if estimate.overflow || estimate.partialValue > budget {
            throw runtimeError("stopped: \(live) live objects take about \(Self.bytes(estimate.overflow ? .max : estimate.partialValue)), "
                + "more than the memory limit for script values (\(Self.bytes(budget))) — a runaway? (--max-memory SIZE raises the limit)",
                range, source)
        }
    }

    /// Above this, Linux's allocator refuses outright (its overcommit check), and compiled Swift dies.
    static let machineMemory = Int(clamping: ProcessInfo.processInfo.physicalMemory)

    /// Compiled Swift's stride for an element like `sample` (the size its allocation message names).
    private static func swiftStride(of sample: Value?) -> Int {
        switch sample {
        case .bool?: return 1
        case .string?, .closure?, .function?, .builtin?: return 16
        case .optional(let wrapped)?: return swiftStride(of: wrapped) + 1
        default: return 8
        }
    }

    /// `1.5 GiB`, `12.0 MiB`, `900 bytes`.
    static func bytes(_ count: Int) -> String {
        for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)] where count >= 1 << shift {
            return String(format: "%.1f", Double(count) / Double(1 << shift)) + " " + unit
        }
        return "\(count) bytes"
    }
}
