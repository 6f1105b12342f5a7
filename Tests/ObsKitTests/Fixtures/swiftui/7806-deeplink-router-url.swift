// Navigation in apps: a shop's router turns a deep-link URL into a whole path (Apple's "robust navigation" idea of state-driven stacks).
// Setting the path from outside the views pushes one view per element at once, in path order, with only the top on screen
// (rules §15.12, §14.3, §11.1); the root builds `$router.path` through @Bindable, so it runs at every change (rules §8.5).
// A new first element is a new screen: the old one goes, the new one is built (rules §1.1, §14.3).
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

enum ShopRoute: Hashable {
    case category(String)
    case product(Int)
}

@Observable final class ShopRouter {
    var path: [ShopRoute] = []

    func handle(_ url: URL) {
        var parts = [url.host ?? ""] + url.pathComponents.filter { $0 != "/" }
        var newPath: [ShopRoute] = []
        while parts.count >= 2 {
            let kind = parts.removeFirst()
            let value = parts.removeFirst()
            if kind == "category" {
                newPath.append(.category(value))
            } else if kind == "product", let id = Int(value) {
                newPath.append(.product(id))
            }
        }
        print("deep link: \(newPath.count) screens")
        path = newPath
    }
}

struct CategoryView: View {
    let name: String
    var body: some View {
        let _ = print("CategoryView body \(name)")
        Text(name)
            .onAppear { print("category appear: \(name)") }
            .onDisappear { print("category disappear: \(name)") }
    }
}

struct ProductView: View {
    let id: Int
    var body: some View {
        let _ = print("ProductView body \(id)")
        Text("Product \(id)")
            .onAppear { print("product appear: \(id)") }
            .onDisappear { print("product disappear: \(id)") }
    }
}

struct ShopRoot: View {
    @Environment(ShopRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        let _ = print("ShopRoot body, depth \(router.path.count)")
        NavigationStack(path: $router.path) {
            Text("Welcome")
                .navigationDestination(for: ShopRoute.self) { route in
                    switch route {
                    case .category(let name): CategoryView(name: name)
                    case .product(let id): ProductView(id: id)
                    }
                }
                .onAppear { print("home appear") }
                .onDisappear { print("home disappear") }
        }
    }
}

let router = ShopRouter()

:mount ShopRoot().environment(router)
// expect: ShopRoot body, depth 0
// expect: home appear
router.handle(URL(string: "shop://category/shoes/product/42")!)
// expect: deep link: 2 screens
// expect: ShopRoot body, depth 2
// expect: CategoryView body shoes
// expect: ProductView body 42
// expect: product appear: 42
// expect: home disappear
:back
// expect: ShopRoot body, depth 1
// expect: category appear: shoes
// expect: product disappear: 42
router.handle(URL(string: "shop://product/7")!)
// expect: deep link: 1 screens
// expect: ShopRoot body, depth 1
// expect: ProductView body 7
// expect: category disappear: shoes
// expect: product appear: 7
