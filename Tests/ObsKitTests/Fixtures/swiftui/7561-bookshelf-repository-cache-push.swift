// Kodeco-style "repository pattern" chapter: a repository in front of a mock service caches books, one repository is
// injected into every detail screen through initializers, and each pushed detail gets its own view model
// What SwiftUI does: the detail is built by `navigationDestination(for:)` at the push (rules §14.3), so its view
// model is made then (rules §3.1); its first body sees `.loading`, then its `.task` runs after the update (rules
// §10.3, §11.3) and the one state write after the await runs the body again (rules §8.3, §10.1). The pop destroys
// the detail, and its view model deinits (rules §1.4); the task had finished, so it holds nothing. The repository is
// a plain class held by the root's value, not view state: it outlives the pushed screens, so the second visit of a
// book is a cache hit, while a new view model still shows `.loading` in its first body. The root binds the stack to a
// `@State` array and never reads it, so its body runs once (rules §3.5).
// Sources: rules §1.4, §3.1, §3.5, §8.3, §10.1, §10.3, §11.3, §14.3; Apple `NavigationStack`
// https://developer.apple.com/documentation/swiftui/navigationstack
import SwiftUI

struct ShelfEntry: Identifiable {
    let id: Int
    let title: String
}

struct Book: Identifiable {
    let id: Int
    let title: String
    let author: String
}

@MainActor
protocol BookService {
    func fetchBook(id: Int) async throws -> Book
}

struct MockBookService: BookService {
    func fetchBook(id: Int) async throws -> Book {
        print("network: fetching book \(id)")
        switch id {
        case 1: return Book(id: 1, title: "Dune", author: "Frank Herbert")
        default: return Book(id: id, title: "Solaris", author: "Stanisław Lem")
        }
    }
}

@MainActor
final class BookRepository {
    private let service: any BookService
    private var cache: [Int: Book] = [:]

    init(service: any BookService) {
        self.service = service
        print("BookRepository init")
    }

    func book(id: Int) async throws -> Book {
        if let cached = cache[id] {
            print("cache hit: book \(id)")
            return cached
        }
        let book = try await service.fetchBook(id: id)
        cache[id] = book
        return book
    }
}

@MainActor
@Observable
final class BookDetailViewModel {
    enum State {
        case loading
        case loaded(Book)
        case failed
    }

    let bookID: Int
    var state: State = .loading
    private let repository: BookRepository

    init(bookID: Int, repository: BookRepository) {
        self.bookID = bookID
        self.repository = repository
        print("BookDetailViewModel init \(bookID)")
    }

    deinit {
        print("BookDetailViewModel deinit \(bookID)")
    }

    var summary: String {
        switch state {
        case .loading: "loading"
        case .loaded(let book): "\(book.title) by \(book.author)"
        case .failed: "failed"
        }
    }

    func load() async {
        do {
            state = .loaded(try await repository.book(id: bookID))
        } catch {
            state = .failed
        }
    }
}

struct BookDetailScreen: View {
    @State private var viewModel: BookDetailViewModel

    init(bookID: Int, repository: BookRepository) {
        _viewModel = State(initialValue: BookDetailViewModel(bookID: bookID, repository: repository))
    }

    var body: some View {
        let _ = print("BookDetailScreen body: \(viewModel.summary)")
        Text(viewModel.summary)
            .task {
                await viewModel.load()
            }
    }
}

struct BookshelfScreen: View {
    let repository: BookRepository
    @State private var path: [Int] = []
    private let shelf = [ShelfEntry(id: 1, title: "Dune"), ShelfEntry(id: 2, title: "Solaris")]

    var body: some View {
        let _ = print("BookshelfScreen body")
        NavigationStack(path: $path) {
            List(shelf) { entry in
                NavigationLink(entry.title, value: entry.id)
            }
            .navigationDestination(for: Int.self) { id in
                BookDetailScreen(bookID: id, repository: repository)
            }
        }
    }
}

:mount BookshelfScreen(repository: BookRepository(service: MockBookService()))
// expect: BookRepository init
// expect: BookshelfScreen body
:tap "Dune"
// expect: BookDetailViewModel init 1
// expect: BookDetailScreen body: loading
// expect: network: fetching book 1
// expect: BookDetailScreen body: Dune by Frank Herbert
:back
// expect: BookDetailViewModel deinit 1
:tap "Dune"
// expect: BookDetailViewModel init 1
// expect: BookDetailScreen body: loading
// expect: cache hit: book 1
// expect: BookDetailScreen body: Dune by Frank Herbert
:back
// expect: BookDetailViewModel deinit 1
:tap "Solaris"
// expect: BookDetailViewModel init 2
// expect: BookDetailScreen body: loading
// expect: network: fetching book 2
// expect: BookDetailScreen body: Solaris by Stanisław Lem
