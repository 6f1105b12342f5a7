// Apple Developer Forums style: an ObservableObject router with a @Published NavigationPath, owned by @StateObject and bound with $router.path; pages get it through @EnvironmentObject; any @Published change runs the root and every page that declares the object, and popping to root removes the page without running it (rules §4.2, §6.5, §14.1, §15.12)
import SwiftUI

final class AppRouter: ObservableObject {
    @Published var path = NavigationPath()
    @Published var badge = 0

    init() { print("AppRouter init") }
}

struct CategoryPage: View {
    let name: String
    @EnvironmentObject var router: AppRouter

    var body: some View {
        let _ = print("CategoryPage body: \(name)")
        VStack {
            Button("Add badge") { router.badge += 1 }
            Button("Pop to root") { router.path = NavigationPath() }
        }
    }
}

struct ShopRoot: View {
    @StateObject private var router = AppRouter()

    var body: some View {
        let _ = print("ShopRoot body: \(router.path.count)")
        NavigationStack(path: $router.path) {
            VStack {
                Button("Show shoes") { router.path.append("Shoes") }
            }
            .navigationDestination(for: String.self) { name in
                CategoryPage(name: name)
            }
        }
        .environmentObject(router)
    }
}

:mount ShopRoot()
// expect: AppRouter init
// expect: ShopRoot body: 0
:tap "Show shoes"
// expect: ShopRoot body: 1
// expect: CategoryPage body: Shoes
:tap "Add badge"
// expect: ShopRoot body: 1
// expect: CategoryPage body: Shoes
:tap "Pop to root"
// expect: ShopRoot body: 0
