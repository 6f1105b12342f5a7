// stack-overflow style: a fake API built from `Just(...)` delayed on the main queue and erased to AnyPublisher, loaded from onAppear into a view model — the load sets isLoading (a second update in the mount's turn), the delayed value arrives a second later and sets two @Published properties in one delivery: one body (rules §11.1, §10.1, §15.15)
import SwiftUI
import Combine

enum FruitAPI {
    static func fetch() -> AnyPublisher<[String], Never> {
        Just(["Apple", "Banana", "Cherry"])
            .delay(for: .seconds(1), scheduler: DispatchQueue.main)
            .eraseToAnyPublisher()
    }
}

final class FruitModel: ObservableObject {
    @Published var fruits: [String] = []
    @Published var isLoading = false
    private var cancellable: AnyCancellable?

    func load() {
        isLoading = true
        cancellable = FruitAPI.fetch().sink { [weak self] fruits in
            print("loaded \(fruits.count)")
            self?.fruits = fruits
            self?.isLoading = false
        }
    }
}

struct FruitList: View {
    @StateObject private var model = FruitModel()

    var body: some View {
        let _ = print("FruitList body: loading=\(model.isLoading) count=\(model.fruits.count)")
        List(model.fruits, id: \.self) { fruit in
            Text(fruit)
        }
        .onAppear { model.load() }
    }
}

:mount FruitList()
// expect: FruitList body: loading=false count=0
// expect: FruitList body: loading=true count=0
:advance 500ms
:advance 500ms
// expect: loaded 3
// expect: FruitList body: loading=false count=3
