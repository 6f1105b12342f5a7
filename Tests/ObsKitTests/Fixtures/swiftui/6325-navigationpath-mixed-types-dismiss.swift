// Apple: NavigationPath ("a type-erased list of data representing the content of a navigation stack"; count; append values of different types), NavigationStack(path:root:), two navigationDestination(for:) modifiers, dismiss from a pushed view (EnvironmentValues.dismiss); onChange(of:) sees each new path (NavigationPath is Equatable)
import SwiftUI

struct TeaCategory: Hashable {
    let name: String
}

struct Tea: Hashable {
    let name: String
    let price: Int
}

struct CategoryView: View {
    let category: TeaCategory

    var body: some View {
        List {
            NavigationLink("Sencha", value: Tea(name: "Sencha", price: 12))
            NavigationLink("Hojicha", value: Tea(name: "Hojicha", price: 9))
        }
        .navigationTitle(category.name)
    }
}

struct TeaView: View {
    let tea: Tea
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text(tea.name).font(.title)
            Text("$\(tea.price)")
            Button("Done") { dismiss() }
        }
    }
}

struct TeaShop: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Green teas", value: TeaCategory(name: "Green teas"))
                Button("Jump to Hojicha") {
                    path.append(TeaCategory(name: "Green teas"))
                    path.append(Tea(name: "Hojicha", price: 9))
                }
            }
            .navigationTitle("Tea Shop")
            .navigationDestination(for: TeaCategory.self) { category in
                CategoryView(category: category)
            }
            .navigationDestination(for: Tea.self) { tea in
                TeaView(tea: tea)
            }
        }
        .onChange(of: path) {
            print("depth \(path.count)")
        }
    }
}

:mount TeaShop()
:tap "Green teas"
:tap "Sencha"
:tap "Done"
:back
:tap "Jump to Hojicha"

// expect: depth 1
// expect: depth 2
// expect: depth 1
// expect: depth 0
// expect: depth 2
