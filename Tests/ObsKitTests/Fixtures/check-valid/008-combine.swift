// Valid Combine that tools/check-interface must accept: subjects, @Published, the common operators,
// schedulers, sinks and assigns, Future, AnyPublisher, Timer and NotificationCenter publishers.
import Combine
import Foundation

enum NetError: Error { case offline }

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    @Published private(set) var isLoading = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .filter { !$0.isEmpty }
            .map { $0.lowercased() }
            .flatMap { q in self.search(q).replaceError(with: []) }
            .receive(on: DispatchQueue.main)
            .assign(to: &$results)

        $query
            .throttle(for: 0.5, scheduler: DispatchQueue.main, latest: true)
            .sink { [weak self] value in self?.isLoading = !value.isEmpty }
            .store(in: &cancellables)
    }

    func search(_ q: String) -> AnyPublisher<[String], NetError> {
        Future<[String], NetError> { promise in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { promise(.success([q])) }
        }
        .eraseToAnyPublisher()
    }
}

let subject = PassthroughSubject<Int, Never>()
let current = CurrentValueSubject<String, NetError>("start")
var bag: [AnyCancellable] = []

subject
    .compactMap { $0 > 0 ? $0 : nil }
    .scan(0, +)
    .dropFirst()
    .prefix(5)
    .collect()
    .sink { print($0) }
    .store(in: &bag)

current
    .map(\.count)
    .catch { _ in Just(0) }
    .sink(receiveCompletion: { completion in
        switch completion {
        case .finished: print("done")
        case .failure(let error): print(error)
        }
    }, receiveValue: { print($0) })
    .store(in: &bag)

let combined = Publishers.CombineLatest(subject, Just(1).setFailureType(to: Never.self))
    .map { $0 + $1 }
let merged = subject.merge(with: Just(7))
let zipped = subject.zip(Just("a"))
let latest = subject.combineLatest(current.replaceError(with: "")) { n, s in "\(s)\(n)" }
let switched = subject.map { n in Just(n * 2) }.switchToLatest()
let first = [1, 2, 3].publisher.first()
let delayed = Just(1).delay(for: .seconds(1), scheduler: DispatchQueue.main).handleEvents(receiveOutput: { print($0) })
let failing = Fail<Int, NetError>(error: .offline).mapError { $0 as Error }.retry(2)
let empty = Empty<Int, Never>()
let deferred = Deferred { Just(Date()) }
let note = NotificationCenter.default.publisher(for: Notification.Name("ping")).map { _ in 1 }
let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
let model = SearchModel()
let willChange = model.objectWillChange.sink { print("will change") }

final class Holder { var value = 0 }
let holder = Holder()
let assigned = Just(5).assign(to: \.value, on: holder)

bag.append(combined.sink { print($0) })
bag.append(contentsOf: [merged.sink { _ in }, zipped.sink { _ in }, latest.sink { _ in }])
bag.append(switched.sink { _ in })
first.sink { print($0) }.store(in: &bag)
failing.sink(receiveCompletion: { _ in }, receiveValue: { _ in }).store(in: &bag)
empty.sink { _ in }.store(in: &bag)
subject.send(1)
subject.send(completion: .finished)
current.value = "next"
model.objectWillChange.send()
Task {
    for await value in model.$query.values { print(value) }
}
