// Compiler test style (concurrency): @MainActor functions and classes called from async code
@MainActor
final class ViewModel {
    var items: [String] = []
    var refreshCount = 0

    func refresh(with new: [String]) {
        refreshCount += 1
        items = new.sorted()
    }

    var summary: String { "\(items.count) items after \(refreshCount) refreshes" }
}

@MainActor
func render(_ vm: ViewModel) -> String {
    vm.items.enumerated().map { "\($0.offset + 1).\($0.element)" }.joined(separator: " ")
}

func loadRemoteItems(page: Int) async -> [String] {
    (0..<3).map { "item\(page)\($0)" }.reversed()
}

@MainActor
func update(_ vm: ViewModel, pages: Int) async {
    for p in 1...pages {
        let fetched = await loadRemoteItems(page: p)
        vm.refresh(with: vm.items + fetched)
    }
}

let vm = await ViewModel()
await update(vm, pages: 2)
print(await vm.summary)
print(await render(vm))

struct Logger {
    @MainActor static var lines: [String] = []
    @MainActor static func log(_ s: String) { lines.append(s) }
}

func work(_ n: Int) async -> Int {
    await Logger.log("start \(n)")
    let r = n * n
    await Logger.log("end \(n)")
    return r
}

var squares: [Int] = []
for n in 1...3 { squares.append(await work(n)) }
print("squares:", squares)
for line in await Logger.lines { print(line) }

let fromTask = await Task { @MainActor in
    vm.refresh(with: ["zeta", "alpha"])
    return vm.summary
}.value
print(fromTask)

// expect: 6 items after 2 refreshes
// expect: 1.item10 2.item11 3.item12 4.item20 5.item21 6.item22
// expect: squares: [1, 4, 9]
// expect: start 1
// expect: end 1
// expect: start 2
// expect: end 2
// expect: start 3
// expect: end 3
// expect: 2 items after 3 refreshes
