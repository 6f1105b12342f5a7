// everyday app screens style: a shopping-list app as Xcode's template writes it: an @main App owns the @Observable list in @State and hands it to a TabView through .environment; the list tab binds its draft with a local @Bindable, so each keystroke runs it; the summary tab first runs when chosen and then follows the count while hidden (rules §15.16, §15.8, §8.5, §15.2)
import SwiftUI

@Observable
final class ShoppingList {
    var items = ["Bread"]
    var draft = ""
    init() { print("ShoppingList init") }
}

struct ListTab: View {
    @Environment(ShoppingList.self) private var list

    var body: some View {
        let _ = print("ListTab body: \(list.items)")
        @Bindable var list = list
        List {
            TextField("Item", text: $list.draft)
            Button("Add") {
                list.items.append(list.draft)
                list.draft = ""
            }
            ForEach(list.items, id: \.self) { Text($0) }
                .onDelete { list.items.remove(atOffsets: $0) }
        }
    }
}

struct SummaryTab: View {
    @Environment(ShoppingList.self) private var list

    var body: some View {
        let _ = print("SummaryTab body: \(list.items.count) items")
        Text("\(list.items.count) things to buy")
    }
}

struct RootTabs: View {
    var body: some View {
        let _ = print("RootTabs body")
        TabView {
            ListTab()
                .tabItem { Label("List", systemImage: "list.bullet") }
            SummaryTab()
                .tabItem { Label("Summary", systemImage: "chart.bar") }
        }
    }
}

@main
struct GroceryApp: App {
    @State private var list = ShoppingList()

    var body: some Scene {
        WindowGroup {
            RootTabs()
                .environment(list)
        }
    }
}

:mount GroceryApp()
// expect: ShoppingList init
// expect: RootTabs body
// expect: ListTab body: ["Bread"]
:type "Tea" into "Item"
// expect: ListTab body: ["Bread"]
// expect: ListTab body: ["Bread"]
// expect: ListTab body: ["Bread"]
:tap "Add"
// expect: ListTab body: ["Bread", "Tea"]
:tab "Summary"
// expect: SummaryTab body: 2 items
:tab "List"
:delete "Bread"
// expect: ListTab body: ["Tea"]
// expect: SummaryTab body: 1 items
