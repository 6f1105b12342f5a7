// SwiftLee style (@MainActor): a main-actor view model updated from async work, and @MainActor functions awaited from a nonisolated context
@MainActor
final class TodoViewModel {
    private(set) var items: [String] = []
    private(set) var isLoading = false
    var title: String { "\(items.count) todos" }

    func load() async {
        isLoading = true
        let fetched = await fetchTodos()
        items = fetched.sorted()
        isLoading = false
    }

    func add(_ item: String) { items.append(item) }

    nonisolated func format(_ item: String) -> String { "- " + item }
}

func fetchTodos() async -> [String] {
    ["water plants", "buy milk", "call mum"]
}

@MainActor func render(_ model: TodoViewModel) {
    print(model.title, model.isLoading ? "(loading)" : "")
    for item in model.items { print(model.format(item)) }
}

@MainActor enum RenderStats { static var count = 0 }

@MainActor func renderCounted(_ model: TodoViewModel) {
    RenderStats.count += 1
    print("render #\(RenderStats.count): \(model.title)")
}

func backgroundRefresh(_ model: TodoViewModel) async {
    await model.add("from background")
    await renderCounted(model)
    let count = await model.items.count
    print("background sees", count, "items")
}

let model = TodoViewModel()
render(model)
await model.load()
render(model)
model.add("write tests")
renderCounted(model)
await backgroundRefresh(model)
print(model.format("plain"))
let detachedTitle = await Task.detached { await model.title }.value
print(detachedTitle, RenderStats.count)

// expect: 0 todos 
// expect: 3 todos 
// expect: - buy milk
// expect: - call mum
// expect: - water plants
// expect: render #1: 4 todos
// expect: render #2: 5 todos
// expect: background sees 5 items
// expect: - plain
// expect: 5 todos 2
