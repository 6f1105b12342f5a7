// Reloading through a @MainActor service when a filter changes, with `.task(id:)` as WWDC and many posts recommend
// instead of `onChange` plus a manual Task: the view model owns the category, a Picker binds it, and the task keyed by
// the category calls the async service.
// What SwiftUI does: `.task(id:)` starts on appear and, when the id changes (by `!=`), cancels the running task and
// starts again (rules §11.3, Apple `view/task(id:priority:_:)`). Here each load has finished before the next change, so
// no cancellation is involved. Picking a category writes it through the binding and runs the body (it read the
// category, rules §8.5); the new task starts after that update and waits on the service's sleep; `:advance` resumes it
// and its write runs the body again (rules §10.1).
// Sources: rules §8.5, §10.1, §11.3, §15.5; https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
import SwiftUI

protocol CatalogService {
    func products(in category: String) async -> [String]
}

@MainActor
final class SlowCatalogService: CatalogService {
    func products(in category: String) async -> [String] {
        print("service loading \(category)")
        try? await Task.sleep(for: .milliseconds(200))
        return category == "Books" ? ["Dune", "Emma"] : ["Dune", "Emma", "Desk lamp"]
    }
}

@MainActor
@Observable
final class CatalogViewModel {
    var category = "All"
    private(set) var products: [String] = []
    private let service: any CatalogService

    init(service: any CatalogService) {
        self.service = service
    }

    func reload() async {
        let requested = category
        products = await service.products(in: requested)
        print("loaded \(products.count) for \(requested)")
    }
}

struct CatalogScreen: View {
    @State private var viewModel = CatalogViewModel(service: SlowCatalogService())

    var body: some View {
        let _ = print("CatalogScreen body: \(viewModel.category), \(viewModel.products.count) products")
        VStack {
            Picker("Category", selection: $viewModel.category) {
                Text("All").tag("All")
                Text("Books").tag("Books")
            }
            .pickerStyle(.segmented)
            List(viewModel.products, id: \.self) { product in
                Text(product)
            }
        }
        .task(id: viewModel.category) {
            await viewModel.reload()
        }
    }
}

:mount CatalogScreen()
// expect: CatalogScreen body: All, 0 products
// expect: service loading All
:advance 200ms
// expect: loaded 3 for All
// expect: CatalogScreen body: All, 3 products
:pick "Books" in "Category"
// expect: CatalogScreen body: Books, 3 products
// expect: service loading Books
:advance 200ms
// expect: loaded 2 for Books
// expect: CatalogScreen body: Books, 2 products
:pick "All" in "Category"
// expect: CatalogScreen body: All, 2 products
// expect: service loading All
:advance 200ms
// expect: loaded 3 for All
// expect: CatalogScreen body: All, 3 products
