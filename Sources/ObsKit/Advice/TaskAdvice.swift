/// Kind 9 of AdviceKind, seen where it happens: work started again while the same work still runs (an
/// `onAppear` that starts a `Task` each time the view appears), and a task still working on an object a
/// view's `@ObservedObject` no longer follows (the object it was made for was replaced on a re-render).
enum TaskAdvice {
    /// A new task whose closure is the same code, over the same objects, as one still running.
    static func noteStart(of task: ScriptTask, among running: [ScriptTask], interpreter: Interpreter) {
        // Work a view starts as it is made or appears (a body, an init during a parent's body, `onAppear`); a
        // user's second tap starting the same work is the user's doing, which the code may guard against.
        guard interpreter.runningBody != nil || interpreter.runningAppearance, case .closure(let closure)? = task.body else { return }
        let objects = capturedObjects(closure)
        // Work "for the same object": tasks over plain values (a map of `Task { fib(n) }`) are not that.
        guard !objects.isEmpty else { return }
        let again = running.contains { other in
            guard other !== task, !other.isFinished, !other.isCancelled, case .closure(let earlier)? = other.body else { return false }
            return earlier.decl === closure.decl && capturedObjects(earlier) == objects && sameCaptures(earlier, closure)
        }
        guard again else { return }
        interpreter.adviceFindings.append(AdviceFinding(kind: .workStartedAgain, message: """
            This task starts work that is already running: the one started by the same code earlier has not finished (each appearance started another).
            Start it from .task { } (cancelled when the view goes, started once while it stays), or keep the running task and skip starting a second one.
            """, location: SourceLocation(source: closure.decl.source, range: closure.decl.range)))
    }

    /// A view's `@ObservedObject` moved from `old` to another object while tasks still hold `old`.
    static func noteReplaced(_ old: ScriptObject, by new: ScriptObject, node: ViewNode, field: String,
                             running: [ScriptTask], interpreter: Interpreter) {
        let using = running.filter { task in
            guard !task.isFinished, !task.isCancelled, case .closure(let closure)? = task.body else { return false }
            return capturedObjects(closure).contains(old.id)
        }
        guard !using.isEmpty else { return }
        interpreter.adviceFindings.append(AdviceFinding(kind: .workStartedAgain, message: """
            \(node.name)'s @ObservedObject \(field) now follows \(new.type.name)#\(new.id), but a task started for \(old.type.name)#\(old.id) is still running: what it finishes updates an object no view shows.
            Own the model (@StateObject) so it is not replaced on a re-render, or start the work from .task(id:) so it restarts with the object.
            """, location: node.type?.fieldLocation(field)))
    }

    /// Whether two closures of one declaration captured the same things: the same objects, equal plain values
    /// (each row's `Task { await model.loadMore(after: item) }` in a list is other work than its neighbour's). A
    /// value whose equality is not known counts as the same.
    private static func sameCaptures(_ first: Closure, _ second: Closure) -> Bool {
        func same(_ a: Value, _ b: Value, depth: Int) -> Bool {
            guard depth < 3 else { return true }
            switch (a, b) {
            case (.object(let x), .object(let y)): return x === y
            case (.structValue(let x), .structValue(let y)):
                return x.type === y.type && zip(x.fields, y.fields).allSatisfy { same($0, $1, depth: depth + 1) }
            case (.wrapper, .wrapper), (.closure, .closure): return true
            default: return Equality.equatable(a, b) ?? true
            }
        }
        return first.captures.count == second.captures.count
            && zip(first.captures, second.captures).allSatisfy { same($0.value, $1.value, depth: 0) }
    }

    /// The objects a closure reaches through what it captured: directly, or in a captured view's fields
    /// (`self` of a view, whose `@ObservedObject` holds the model).
    private static func capturedObjects(_ closure: Closure) -> Set<Int> {
        var ids: Set<Int> = []
        func collect(_ value: Value, depth: Int) {
            guard depth < 3 else { return }
            switch value {
            case .object(let object): ids.insert(object.id)
            case .optional(let wrapped): collect(wrapped, depth: depth)
            case .weak(let reference): if let object = reference.object { ids.insert(object.id) }
            case .structValue(let value): value.fields.forEach { collect($0, depth: depth + 1) }
            case .wrapper(.observedObject(let wrapper)): collect(wrapper.object, depth: depth + 1)
            case .wrapper(.stateObject(let wrapper)): if let object = wrapper.object { collect(object, depth: depth + 1) }
            default: return
            }
        }
        for box in closure.captures { collect(box.value, depth: 0) }
        return ids
    }
}
