// combine style: `$selectedID.removeDuplicates().flatMap { fetchTitle(id: $0) }.assign(to: &$detail)` where the request publisher is a `Just` that completes at once: each new id makes a request whose completion does not end the outer pipeline; an equal id still publishes (the body runs) but makes no request (rules §6.3, §10.1)
import SwiftUI
import Combine

func fetchTitle(id: Int) -> AnyPublisher<String, Never> {
    print("request \(id)")
    return Just("Item #\(id)")
        .handleEvents(receiveOutput: { print("response \($0)") },
                      receiveCompletion: { _ in print("request \(id) finished") })
        .eraseToAnyPublisher()
}

final class ItemDetailModel: ObservableObject {
    @Published var selectedID = 1
    @Published private(set) var detail = ""

    init() {
        $selectedID
            .removeDuplicates()
            .flatMap { id in fetchTitle(id: id) }
            .assign(to: &$detail)
    }
}

struct ItemDetailView: View {
    @StateObject private var model = ItemDetailModel()

    var body: some View {
        let _ = print("ItemDetailView body: id=\(model.selectedID) detail=\(model.detail)")
        VStack {
            Text(model.detail)
            Button("Next") { model.selectedID += 1 }
            Button("Reload same") { model.selectedID = model.selectedID }
        }
    }
}

:mount ItemDetailView()
// expect: request 1
// expect: response Item #1
// expect: request 1 finished
// expect: ItemDetailView body: id=1 detail=Item #1
:tap "Next"
// expect: request 2
// expect: response Item #2
// expect: request 2 finished
// expect: ItemDetailView body: id=2 detail=Item #2
:tap "Reload same"
// expect: ItemDetailView body: id=2 detail=Item #2
:tap "Next"
// expect: request 3
// expect: response Item #3
// expect: request 3 finished
// expect: ItemDetailView body: id=3 detail=Item #3
