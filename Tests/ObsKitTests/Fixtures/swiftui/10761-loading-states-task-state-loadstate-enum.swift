// Tutorial style (loading states with .task): a @State LoadState enum drives the body; .task starts after the first body and onAppear, sleeps on the clock, fills the list, and the list's .refreshable loads again (rules §11.1, §11.3, §3.4, §12.1, §15.10)
import SwiftUI

enum LoadState: Equatable {
    case idle
    case loading
    case loaded([String])
    case failed(String)
}

struct FruitService {
    func fetchFruits(extra: Bool = false) async throws -> [String] {
        try await Task.sleep(for: .seconds(1))
        let fruits = ["Apple", "Banana", "Cherry"]
        return extra ? fruits + ["Date"] : fruits
    }
}

struct ContentView: View {
    @State private var state: LoadState = .idle
    private let service = FruitService()

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            Group {
                switch state {
                case .idle, .loading:
                    ProgressView("Loading fruits…")
                case .loaded(let fruits):
                    List(fruits, id: \.self) { fruit in
                        Text(fruit)
                    }
                    .refreshable {
                        print("refresh pulled")
                        if let fruits = try? await service.fetchFruits(extra: true) {
                            state = .loaded(fruits)
                            print("refreshed: \(fruits.count) fruits")
                        }
                    }
                case .failed(let message):
                    Text("Error: \(message)")
                }
            }
            .navigationTitle("Fruits")
        }
        .onAppear { print("onAppear, state = \(state)") }
        .task {
            print("task started")
            state = .loading
            do {
                let fruits = try await service.fetchFruits()
                print("fetched \(fruits.count) fruits")
                state = .loaded(fruits)
            } catch {
                state = .failed("\(error)")
            }
        }
    }
}

:mount ContentView()
// expect: ContentView: @self, @identity, _state changed.
// expect: onAppear, state = idle
// expect: task started
// expect: ContentView: _state changed.
:advance 500ms
:advance 500ms
// expect: fetched 3 fruits
// expect: ContentView: _state changed.
:refresh
// expect: refresh pulled
:advance 1s
// expect: refreshed: 4 fruits
// expect: ContentView: _state changed.
