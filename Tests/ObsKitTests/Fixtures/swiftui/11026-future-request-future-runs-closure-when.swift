// Kodeco style (Future request): a Future runs its closure when made and fulfils its promise later from DispatchQueue.main.asyncAfter; the sink sets two @Published properties in one turn, so the body runs once (rules §6.3, §10.1, §15.15)
import SwiftUI
import Combine

final class QuoteViewModel: ObservableObject {
    @Published private(set) var quote = "none"
    @Published private(set) var isLoading = false
    private var cancellables = Set<AnyCancellable>()

    func fetchQuote() -> Future<String, Never> {
        Future { promise in
            print("request sent")
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                promise(.success("Stay hungry"))
            }
        }
    }

    func load() {
        isLoading = true
        fetchQuote()
            .sink { [weak self] value in
                print("received '\(value)'")
                self?.quote = value
                self?.isLoading = false
            }
            .store(in: &cancellables)
    }
}

struct QuoteView: View {
    @StateObject private var viewModel = QuoteViewModel()

    var body: some View {
        let _ = print("body loading=\(viewModel.isLoading) quote=\(viewModel.quote)")
        VStack {
            if viewModel.isLoading {
                ProgressView()
            }
            Text(viewModel.quote)
            Button("Load") { viewModel.load() }
        }
    }
}

:mount QuoteView()
// expect: body loading=false quote=none
:tap "Load"
// expect: request sent
// expect: body loading=true quote=none
:advance 1s
:advance 1s
// expect: received 'Stay hungry'
// expect: body loading=false quote=Stay hungry
