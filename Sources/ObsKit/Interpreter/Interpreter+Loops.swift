/// Loops: `for`-`in` over every sequence (with patterns and `where`), `while`, `repeat`, labels, and
/// the step budget and Ctrl-C they check.
extension Interpreter {
    /// What a loop does after its body ran once.
    enum LoopStep {
        case next
        case stop(Outcome)
    }

    func step(after outcome: Outcome, label: String?) -> LoopStep {
        switch outcome {
        case .normal, .continued(nil): return .next
        case .continued(let target?) where target == label: return .next
        case .broke(nil): return .stop(.normal)
        case .broke(let target?) where target == label: return .stop(.normal)
        default: return .stop(outcome)
        }
    }

    /// Out of line, so that `exec`'s native frame does not hold a loop's temporaries (see `evaluate`).
    @inline(never)
    func loop(_ statement: Stmt, label: String?, _ frame: Frame, _ source: SourceText) throws -> Outcome {
        switch statement.kind {
        case .forIn(let pattern, let sequence, let filter, let body, let locals):
            return try forIn(pattern, sequence, filter, body, locals: locals, label: label, frame, source)
        case .whileLoop(let conditions, let body):
            while try test(conditions, frame, source) {
                try countStep(statement.range, source)
                if case .stop(let outcome) = step(after: try exec(body, frame, source), label: label) { return outcome }
            }
        case .repeatLoop(let body, let condition):
            repeat {
                try countStep(statement.range, source)
                if case .stop(let outcome) = step(after: try exec(body, frame, source), label: label) { return outcome }
            } while try truth(condition, frame, source)
        default:
            obsInvariant("loop() called on a statement that is not a loop")
        }
        return .normal
    }

    func forIn(_ pattern: Pattern, _ sequenceExpr: Expr, _ filter: Expr?, _ body: [Stmt], locals: Range<Int>, label: String?,
               _ frame: Frame, _ source: SourceText) throws -> Outcome {
        let sequence = try evaluate(sequenceExpr, frame, source)
        var slot: Int?
        if case .binding(_, let bound?, _) = pattern { slot = bound.index }
        // The loop's variable ends with the loop: the last element is not held after it (`items.removeAll()` then
        // deinits it, as in Swift).
        defer { if let slot { _ = frame.store(.uninitialized, at: slot) } }
        var outcome = Outcome.normal
        func visit(_ element: Value) throws -> Bool {
            if let slot {
                _ = frame.store(element, at: slot)
            } else if !(try match(pattern, element, frame, source)) {
                return true
            }
            if let filter, !(try truth(filter, frame, source)) { return true }
            let done = try exec(body, frame, source)
            // The pass's locals end here: an object only they held is released before the next pass.
            for slot in locals { _ = frame.store(.uninitialized, at: slot) }
            switch step(after: done, label: label) {
            case .next: return true
            case .stop(let result): outcome = result; return false
            }
        }
        func checkInterrupt() throws {
            try countStep(sequenceExpr.range, source)
        }
        switch sequence {
        case .range(let lower, let upper, let closed):
            if closed ? lower <= upper : lower < upper {
                // `lower...upper - 1` would overflow for an upper bound of Int.min (an empty range).
                for number in lower...(closed ? upper : upper - 1) {
                    try checkInterrupt()
                    if !(try visit(.int(number))) { break }
                }
            }
        case .array(let elements):
            for element in elements {
                try checkInterrupt()
                if !(try visit(element)) { break }
            }
        case .string(let text):
            for character in text {
                try checkInterrupt()
                if !(try visit(.character(character))) { break }
            }
        case .dictionary(let dictionary):
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                try checkInterrupt()
                if !(try visit(.tuple(TupleValue(elements: [key, value], labels: ["key", "value"])))) { break }
            }
        case .set(let set):
            for member in set.members {
                try checkInterrupt()
                if !(try visit(member)) { break }
            }
        default:
            let iterator = try makeIterator(sequence, sequenceExpr.range, source)
            while let element = try iterator.next() {
                try checkInterrupt()
                if !(try visit(element)) { break }
            }
        }
        return outcome
    }

    /// Runs a view builder: each expression statement contributes a view; `if` makes conditional content.
}
