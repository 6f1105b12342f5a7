// Compiler test style: @MainActor — main-actor isolated functions and classes called from top-level code and awaited from other contexts
@MainActor
final class ViewModel {
    var title = "untitled"
    var renders: [String] = []
    func render() -> String {
        let line = "render #\(renders.count + 1): \(title)"
        renders.append(line)
        return line
    }
}

@MainActor
func updateTitle(_ vm: ViewModel, to title: String) {
    vm.title = title
}

@MainActor
func mainActorSum(_ values: [Int]) -> Int { values.reduce(0, +) }

func backgroundComputation() async -> Int {
    // Hops to the main actor and back
    let s = await mainActorSum([1, 2, 3, 4])
    return s * 10
}

actor Worker {
    func produce(_ vm: ViewModel) async -> String {
        await updateTitle(vm, to: "from worker")
        return await vm.render()
    }
}

let vm = ViewModel()
print(vm.render())
updateTitle(vm, to: "hello")
print(vm.render())

print("background result: \(await backgroundComputation())")

let worker = Worker()
print(await worker.produce(vm))

let detached = Task.detached { () -> String in
    let r = await vm.render()
    return "detached got: \(r)"
}
print(await detached.value)

// A Task created from main-actor context inherits main-actor isolation
let inherited = Task { () -> Int in
    vm.title = "inherited"
    return vm.renders.count
}
print("renders seen in inherited task: \(await inherited.value)")
print(vm.render())

@MainActor
struct Formatter {
    static func format(_ lines: [String]) -> String {
        lines.enumerated().map { "\($0.offset): \($0.element)" }.joined(separator: "\n")
    }
}
print(Formatter.format(vm.renders))

// expect: render #1: untitled
// expect: render #2: hello
// expect: background result: 100
// expect: render #3: from worker
// expect: detached got: render #4: from worker
// expect: renders seen in inherited task: 4
// expect: render #5: inherited
// expect: 0: render #1: untitled
// expect: 1: render #2: hello
// expect: 2: render #3: from worker
// expect: 3: render #4: from worker
// expect: 4: render #5: inherited
