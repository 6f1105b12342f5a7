// architecture style: a router object (@Observable, in the environment) holding a NavigationStack path of a `[Route]` enum with associated values; child views push, pop and pop to root through it; only the top page is on screen, so a push hides the page below and the incoming page appears first (rules §14.3, §15.12, §11.1, §8.3)
import SwiftUI

enum Route: Hashable {
    case product(id: Int)
    case review(productID: Int, stars: Int)
}

@Observable
final class Router {
    var path: [Route] = []

    func push(_ route: Route) {
        path.append(route)
        print("push \(route), depth \(path.count)")
    }

    func pop() {
        path.removeLast()
        print("pop, depth \(path.count)")
    }

    func popToRoot() {
        path.removeAll()
        print("popToRoot")
    }
}

struct CatalogView: View {
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("CatalogView body")
        List {
            Button("Product 1") { router.push(.product(id: 1)) }
            Button("Product 2") { router.push(.product(id: 2)) }
        }
    }
}

struct ProductView: View {
    let id: Int
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("ProductView body: \(id)")
        VStack {
            Button("Rate 5") { router.push(.review(productID: id, stars: 5)) }
            Button("Back") { router.pop() }
        }
        .onAppear { print("ProductView appear: \(id)") }
        .onDisappear { print("ProductView disappear: \(id)") }
    }
}

struct ReviewView: View {
    let productID: Int
    let stars: Int
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("ReviewView body: \(productID) \(stars)")
        Button("Done") { router.popToRoot() }
    }
}

struct ShopRoot: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            CatalogView()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .product(let id):
                        ProductView(id: id)
                    case .review(let productID, let stars):
                        ReviewView(productID: productID, stars: stars)
                    }
                }
        }
        .environment(router)
    }
}

:mount ShopRoot()
// expect: CatalogView body
:tap "Product 1"
// expect: push product(id: 1), depth 1
// expect: ProductView body: 1
// expect: ProductView appear: 1
:tap "Rate 5"
// expect: push review(productID: 1, stars: 5), depth 2
// expect: ReviewView body: 1 5
// expect: ProductView disappear: 1
:tap "Done"
// expect: popToRoot
:tap "Product 2"
// expect: push product(id: 2), depth 1
// expect: ProductView body: 2
// expect: ProductView appear: 2
:tap "Back"
// expect: pop, depth 0
// expect: ProductView disappear: 2
