// WWDC Embrace Swift generics style (primary associated types on a refined protocol): Repository<Model> refined by a Searchable repository, used as some and any
protocol Identified {
    var id: Int { get }
}

protocol Repository<Model> {
    associatedtype Model: Identified
    func all() -> [Model]
    func find(_ id: Int) -> Model?
}

extension Repository {
    func find(_ id: Int) -> Model? { all().first { $0.id == id } }
    var count: Int { all().count }
}

protocol SearchableRepository<Model>: Repository {
    func search(_ term: String) -> [Model]
}

struct Movie: Identified { let id: Int; let title: String }

struct MovieRepo: SearchableRepository {
    let movies: [Movie]
    func all() -> [Movie] { movies }
    func search(_ term: String) -> [Movie] { movies.filter { $0.title.lowercased().contains(term) } }
}

struct FixedRepo<M: Identified>: Repository {
    let model: M
    func all() -> [M] { [model] }
    func find(_ id: Int) -> M? { print("  fixed lookup \(id)"); return id == model.id ? model : nil }
}

func titles(in repo: some SearchableRepository<Movie>, matching term: String) -> [String] {
    repo.search(term).map(\.title)
}

let repo = MovieRepo(movies: [Movie(id: 1, title: "Generics Night"), Movie(id: 2, title: "Protocol Day"), Movie(id: 3, title: "Some Any")])
print(titles(in: repo, matching: "o"))
print(repo.find(2)?.title ?? "-", repo.count)

let repos: [any Repository<Movie>] = [repo, FixedRepo(model: Movie(id: 9, title: "Solo"))]
for r in repos {
    print(r.count, r.find(9)?.title ?? "missing")
}
let searchable: any SearchableRepository<Movie> = repo
print(searchable.search("any").map(\.id))

// expect: ["Protocol Day", "Some Any"]
// expect: Protocol Day 3
// expect: 3 missing
// expect:   fixed lookup 9
// expect: 1 Solo
// expect: [3]
