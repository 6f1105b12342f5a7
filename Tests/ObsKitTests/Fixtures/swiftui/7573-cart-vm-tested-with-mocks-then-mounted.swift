// "Testable view models" post: the view model is exercised first as a unit test would, with mock services and no
// view at all, then the same type drives a screen
// What SwiftUI does: nothing, at first: a view model used outside any view is plain Swift, its writes invalidate no
// body (rules §0.3, §8.3). The test `Task` starts when the script's code has run (ObsREPL's README, "a Task it creates
// starts when that code has run"), and the mocks never suspend. Mounted, the screen makes its own view model in
// init (rules §3.1), its first body sees `.idle`, its `.task` runs after the update (rules §11.3) and, everything
// being `@MainActor`, ends in that turn, so the next body sees the final state (rules §10.1). "Check out" fails with
// the declined mock and shows the error.
// Sources: rules §0.3, §3.1, §8.3, §10.1, §11.3; Apple `Observable()` https://developer.apple.com/documentation/observation/observable()
import SwiftUI

struct CartLine {
    let name: String
    let cents: Int
}

enum CheckoutError: Error {
    case declined
}

@MainActor
protocol CartService {
    func fetchLines() async throws -> [CartLine]
    func checkout() async throws -> String
}

struct MockCartService: CartService {
    var lines: [CartLine]
    var declines = false

    func fetchLines() async throws -> [CartLine] {
        lines
    }

    func checkout() async throws -> String {
        if declines { throw CheckoutError.declined }
        return "ORDER-7"
    }
}

@MainActor
@Observable
final class CartViewModel {
    enum State {
        case idle
        case loading
        case loaded([CartLine])
        case failed(String)
    }

    var state: State = .idle
    var confirmation: String?
    private let service: any CartService

    init(service: any CartService) {
        self.service = service
    }

    var summary: String {
        switch state {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let lines): "\(lines.count) items, total \(lines.reduce(0) { $0 + $1.cents }) cents"
        case .failed(let message): "error: \(message)"
        }
    }

    func load() async {
        state = .loading
        do {
            state = .loaded(try await service.fetchLines())
        } catch {
            state = .failed("could not load the cart")
        }
    }

    func checkOut() async {
        do {
            confirmation = try await service.checkout()
        } catch {
            state = .failed("payment declined")
        }
    }
}

// The "unit tests": no view involved.
@MainActor
func runViewModelTests() async {
    let happy = CartViewModel(service: MockCartService(lines: [CartLine(name: "Tea", cents: 450)]))
    print("test 1 before: \(happy.summary)")
    await happy.load()
    print("test 1 after load: \(happy.summary)")
    await happy.checkOut()
    print("test 1 confirmation: \(happy.confirmation ?? "none")")

    let declined = CartViewModel(service: MockCartService(lines: [], declines: true))
    await declined.load()
    await declined.checkOut()
    print("test 2: \(declined.summary)")
}

Task {
    await runViewModelTests()
}
// expect: test 1 before: idle
// expect: test 1 after load: 1 items, total 450 cents
// expect: test 1 confirmation: ORDER-7
// expect: test 2: error: payment declined

struct CartScreen: View {
    @State private var viewModel: CartViewModel

    init(service: any CartService) {
        _viewModel = State(initialValue: CartViewModel(service: service))
    }

    var body: some View {
        let _ = print("CartScreen body: \(viewModel.summary)")
        VStack {
            Text(viewModel.summary)
            Button("Check out") {
                Task { await viewModel.checkOut() }
            }
        }
        .task {
            await viewModel.load()
        }
    }
}

:mount CartScreen(service: MockCartService(lines: [CartLine(name: "Tea", cents: 450), CartLine(name: "Scone", cents: 300)], declines: true))
// expect: CartScreen body: idle
// expect: CartScreen body: 2 items, total 750 cents
:tap "Check out"
// expect: CartScreen body: error: payment declined
