// App-organization style: deep links as URLs parsed into enum routes with associated values; a button hands a URL to the app's router, which replaces the whole path; a product screen owns a model made in its init, released when a later link replaces the stack
// known-gap: when a navigation path is replaced, ObsREPL destroys the popped entries (their models deinit) before the new entry's destination builder makes its view (and its @State model); the author expects the builder first, as a branch switch makes the new struct first. The rules do not settle the order (rules §1.4, §14.3); on a device the popped screen likely goes after the transition
import SwiftUI

enum ShopRoute: Hashable {
    case category(String)
    case product(Int)
}

@Observable
final class ShopRouter {
    var path: [ShopRoute] = []

    func open(_ url: URL) {
        guard url.scheme == "shop" else { return }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch url.host {
        case "product":
            if let id = Int(parts.first ?? "") {
                path = [.category("tools"), .product(id)]
            }
        case "similar":
            if let id = Int(parts.first ?? "") {
                path = [.product(id)]
            }
        default:
            path = []
        }
        print("opened \(url.absoluteString): \(path.count) screens")
    }
}

@Observable
final class ProductModel {
    let id: Int
    init(id: Int) {
        self.id = id
        print("ProductModel init \(id)")
    }
    deinit { print("ProductModel deinit \(id)") }
}

struct CategoryScreen: View {
    let name: String

    var body: some View {
        let _ = print("CategoryScreen body: \(name)")
        Text(name.capitalized)
    }
}

struct ProductScreen: View {
    @Environment(ShopRouter.self) private var router
    @State private var model: ProductModel

    init(id: Int) {
        _model = State(initialValue: ProductModel(id: id))
    }

    var body: some View {
        let _ = print("ProductScreen body: \(model.id)")
        VStack {
            Text("Product \(model.id)")
            Button("See Similar") {
                router.open(URL(string: "shop://similar/99")!)
            }
        }
    }
}

struct ShopRoot: View {
    @Environment(ShopRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        let _ = print("ShopRoot body: \(router.path.count) screens")
        NavigationStack(path: $router.path) {
            Button("Open Link") {
                router.open(URL(string: "shop://product/12")!)
            }
            .navigationDestination(for: ShopRoute.self) { route in
                switch route {
                case .category(let name): CategoryScreen(name: name)
                case .product(let id): ProductScreen(id: id)
                }
            }
        }
    }
}

@main
struct ShopApp: App {
    @State private var router = ShopRouter()

    var body: some Scene {
        WindowGroup {
            ShopRoot()
                .environment(router)
        }
    }
}

:mount ShopApp()
// expect: ShopRoot body: 0 screens
:tap "Open Link"
// expect: opened shop://product/12: 2 screens
// expect: ShopRoot body: 2 screens
// expect: CategoryScreen body: tools
// expect: ProductModel init 12
// expect: ProductScreen body: 12
:tap "See Similar"
// expect: opened shop://similar/99: 1 screens
// expect: ShopRoot body: 1 screens
// expect: ProductModel init 99
// expect: ProductModel deinit 12
// expect: ProductScreen body: 99
:back
// expect: ShopRoot body: 0 screens
// expect: ProductModel deinit 99
