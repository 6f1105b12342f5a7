// Kodeco style (sheet countdown): a sheet's @StateObject view model runs a Timer sink; dismissing the sheet releases the model, its deinit runs and the timer's subscription goes with it (rules §1.4, §4.2, §8.7, §13.1, §15.15)
import SwiftUI
import Combine

final class CountdownViewModel: ObservableObject {
    @Published private(set) var remaining = 5
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("CountdownViewModel init")
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.remaining -= 1
            }
            .store(in: &cancellables)
    }

    deinit {
        print("CountdownViewModel deinit")
    }
}

struct CountdownView: View {
    @StateObject private var viewModel = CountdownViewModel()

    var body: some View {
        let _ = print("countdown \(viewModel.remaining)")
        Text("\(viewModel.remaining)")
    }
}

struct HomeView: View {
    @State private var showingTimer = false

    var body: some View {
        let _ = print("HomeView body")
        Button("Open Timer") { showingTimer = true }
            .sheet(isPresented: $showingTimer) {
                CountdownView()
            }
    }
}

:mount HomeView()
// expect: HomeView body
:tap "Open Timer"
// expect: CountdownViewModel init
// expect: countdown 5
:advance 2s
// expect: countdown 4
// expect: countdown 3
:dismiss
// expect: CountdownViewModel deinit
:advance 3s
