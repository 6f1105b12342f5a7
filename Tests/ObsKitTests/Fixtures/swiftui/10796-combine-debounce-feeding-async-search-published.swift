// Tutorial style (Combine debounce feeding an async search): a @Published query goes through removeDuplicates and debounce on the main queue; the sink starts a Task that replaces the previous search (rules §4.2, §6.3, §10.1, §15.15)
import SwiftUI
import Combine

@MainActor
final class UserSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var matches: [String] = []
    private var cancellables = Set<AnyCancellable>()
    private var searchTask: Task<Void, Never>?
    private let users = ["alice", "alex", "bob", "bella"]

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .sink { [weak self] term in
                print("debounced: '\(term)'")
                self?.startSearch(term)
            }
            .store(in: &cancellables)
    }

    private func startSearch(_ term: String) {
        searchTask?.cancel()
        searchTask = Task {
            try? await Task.sleep(for: .milliseconds(100))
            guard !Task.isCancelled else { return }
            matches = term.isEmpty ? [] : users.filter { $0.hasPrefix(term) }
            print("matches for '\(term)': \(matches)")
        }
    }
}

struct UserSearchView: View {
    @StateObject private var model = UserSearchModel()

    var body: some View {
        let _ = print("body: '\(model.query)' -> \(model.matches)")
        VStack(alignment: .leading) {
            TextField("Username", text: $model.query)
            ForEach(model.matches, id: \.self) { name in
                Text(name)
            }
        }
    }
}

:mount UserSearchView()
// expect: body: '' -> []
:advance 400ms
// expect: debounced: ''
// expect: matches for '': []
// expect: body: '' -> []
:type "al" into "Username"
// expect: body: 'a' -> []
// expect: body: 'al' -> []
:advance 300ms
// expect: debounced: 'al'
:advance 100ms
// expect: matches for 'al': ["alice", "alex"]
// expect: body: 'al' -> ["alice", "alex"]
:type "e" into "Username"
// expect: body: 'ale' -> ["alice", "alex"]
:advance 400ms
// expect: debounced: 'ale'
// expect: matches for 'ale': ["alex"]
// expect: body: 'ale' -> ["alex"]
