// WWDC style (MainActor): @MainActor functions and a @MainActor class called from async code
@MainActor
final class ViewModel {
    var title = "Loading"
    var items: [String] = []

    func apply(_ newItems: [String]) {
        items = newItems
        title = "\(newItems.count) items"
    }

    func render() -> String {
        "[\(title)] " + items.joined(separator: ", ")
    }
}

@MainActor
func updateUI(_ model: ViewModel, with items: [String]) {
    model.apply(items)
    print(model.render())
}

func fetchItems() async -> [String] {
    ["apples", "bread", "cheese"]
}

let model = await ViewModel()
print(await model.render())
let items = await fetchItems()
await updateUI(model, with: items)
await MainActor.run {
    model.items.append("dates")
    model.title = "edited"
}
print(await model.render())
// expect: [Loading] 
// expect: [3 items] apples, bread, cheese
// expect: [edited] apples, bread, cheese, dates
