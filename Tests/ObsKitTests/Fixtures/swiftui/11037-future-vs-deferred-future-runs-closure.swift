// Kodeco style (Future vs Deferred): a Future runs its closure once when made and replays its value, a Deferred Future runs per subscriber; a tap's two sinks change @Published twice and run one body (rules §6.3, §10.1)
import SwiftUI
import Combine

let eager = Future<Int, Never> { promise in
    print("eager future runs")
    promise(.success(1))
}

let lazyValue = Deferred {
    Future<Int, Never> { promise in
        print("deferred future runs")
        promise(.success(2))
    }
}

print("created both")

final class SubscriberViewModel: ObservableObject {
    @Published private(set) var total = 0
    private var bag = Set<AnyCancellable>()

    func subscribeBoth() {
        eager
            .sink { [weak self] value in
                print("eager got \(value)")
                self?.total += value
            }
            .store(in: &bag)
        lazyValue
            .sink { [weak self] value in
                print("deferred got \(value)")
                self?.total += value
            }
            .store(in: &bag)
    }
}

struct SubscriberView: View {
    @StateObject private var viewModel = SubscriberViewModel()

    var body: some View {
        let _ = print("body total=\(viewModel.total)")
        Button("Subscribe") { viewModel.subscribeBoth() }
    }
}
// expect: eager future runs
// expect: created both

:mount SubscriberView()
// expect: body total=0
:tap "Subscribe"
// expect: eager got 1
// expect: deferred future runs
// expect: deferred got 2
// expect: body total=3
:tap "Subscribe"
// expect: eager got 1
// expect: deferred future runs
// expect: deferred got 2
// expect: body total=6
