// Compiler test style: @MainActor class and function called from async top-level code
@MainActor
final class ViewModel {
    var items: [String] = []
    var refreshCount = 0

    func add(_ item: String) {
        items.append(item)
    }

    func refresh() async {
        refreshCount += 1
        let loaded = await loadItems(page: refreshCount)
        items.append(contentsOf: loaded)
    }
}

func loadItems(page: Int) async -> [String] {
    return (1...2).map { "p\(page)-\($0)" }
}

@MainActor
func render(_ vm: ViewModel) {
    print("[\(vm.refreshCount)] " + vm.items.joined(separator: ", "))
}

let vm = await ViewModel()
await vm.add("first")
await render(vm)
await vm.refresh()
await render(vm)
await vm.refresh()
await render(vm)
// expect: [0] first
// expect: [1] first, p1-1, p1-2
// expect: [2] first, p1-1, p1-2, p2-1, p2-2
