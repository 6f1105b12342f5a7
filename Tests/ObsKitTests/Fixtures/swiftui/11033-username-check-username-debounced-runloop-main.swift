// Kodeco style (username check): $username debounced on RunLoop.main, each name mapped to a Future that answers a second later, switchToLatest drops a superseded answer (rules §6.3, §10.1, §15.15)
import SwiftUI
import Combine

final class UsernameViewModel: ObservableObject {
    @Published var username = ""
    @Published private(set) var status = "Type a name"
    private let taken: Set<String> = ["admin", "root"]

    init() {
        $username
            .dropFirst()
            .debounce(for: .seconds(0.5), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [taken] name -> AnyPublisher<String, Never> in
                print("checking \(name)")
                return Future<String, Never> { promise in
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                        promise(.success(taken.contains(name) ? "\(name) is taken" : "\(name) is free"))
                    }
                }
                .eraseToAnyPublisher()
            }
            .switchToLatest()
            .assign(to: &$status)
    }
}

struct UsernameView: View {
    @StateObject private var viewModel = UsernameViewModel()

    var body: some View {
        let _ = print("body status=\(viewModel.status)")
        Form {
            TextField("Username", text: $viewModel.username)
            Text(viewModel.status)
        }
    }
}

:mount UsernameView()
// expect: body status=Type a name
:type "root" into "Username"
// expect: body status=Type a name
// expect: body status=Type a name
// expect: body status=Type a name
// expect: body status=Type a name
:advance 600ms
// expect: checking root
:advance 1s
// expect: body status=root is taken
:type "s" into "Username"
// expect: body status=root is taken
:advance 600ms
// expect: checking roots
:type "x" into "Username"
// expect: body status=root is taken
:advance 600ms
// expect: checking rootsx
:advance 1s
// expect: body status=rootsx is free
