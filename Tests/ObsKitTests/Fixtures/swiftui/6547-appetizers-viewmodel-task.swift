// Sean Allen style ("Appetizers" SwiftUI fundamentals): a @MainActor view model with @Published isLoading and items, owned by @StateObject and loaded from `.task` through a NetworkManager singleton (a fake one-second fetch).
// The view model is made right before the first body (rules §4.2); `.task` starts after the view appears (Apple
// `view/task(priority:_:)`; rules §10.3, §11.3). Setting isLoading publishes, so the body runs again while the
// fetch waits. When the fetch returns, the two @Published writes of one continuation give one body (rules §10.1).
// Removing the view releases the model: its deinit runs (rules §1.4, §4.4). The print is in the main-actor view
// model, not in the nonisolated fetch, so its order against the body is not a race between threads.
import SwiftUI

struct Appetizer: Identifiable {
    let id: Int
    let name: String
    let price: Double
}

final class NetworkManager {
    static let shared = NetworkManager()

    func getAppetizers() async throws -> [Appetizer] {
        try await Task.sleep(for: .seconds(1))
        return [
            Appetizer(id: 1, name: "Buffalo Wings", price: 8.99),
            Appetizer(id: 2, name: "Chips and Salsa", price: 5.49),
            Appetizer(id: 3, name: "Mozzarella Sticks", price: 6.99),
        ]
    }
}

@MainActor
final class AppetizerListViewModel: ObservableObject {
    @Published var appetizers: [Appetizer] = []
    @Published var isLoading = false

    init() { print("AppetizerListViewModel init") }
    deinit { print("AppetizerListViewModel deinit") }

    func getAppetizers() async {
        print("loading appetizers")
        isLoading = true
        do {
            appetizers = try await NetworkManager.shared.getAppetizers()
            isLoading = false
        } catch {
            isLoading = false
        }
    }
}

struct AppetizerListView: View {
    @StateObject private var viewModel = AppetizerListViewModel()

    var body: some View {
        let _ = print("body: loading \(viewModel.isLoading), \(viewModel.appetizers.count) appetizers")
        ZStack {
            NavigationStack {
                List(viewModel.appetizers) { appetizer in
                    HStack {
                        Text(appetizer.name)
                        Spacer()
                        Text("$\(appetizer.price, specifier: "%.2f")")
                    }
                }
                .navigationTitle("Appetizers")
            }
            if viewModel.isLoading {
                ProgressView()
            }
        }
        .task {
            await viewModel.getAppetizers()
        }
    }
}

:mount AppetizerListView()
// expect: AppetizerListViewModel init
// expect: body: loading false, 0 appetizers
// expect: loading appetizers
// expect: body: loading true, 0 appetizers
:advance 1s
// expect: body: loading false, 3 appetizers
:unmount
// expect: AppetizerListViewModel deinit
