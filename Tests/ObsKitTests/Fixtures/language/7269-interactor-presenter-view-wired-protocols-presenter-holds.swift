// App architecture style (VIP/VIPER module): interactor, presenter and view wired by protocols, presenter holds the view weakly and the interactor unowned
protocol ProductListView: AnyObject {
    func display(rows: [String], title: String)
    func displayError(_ message: String)
}
protocol ProductListPresenting: AnyObject {
    func present(products: [(String, Int)], total: Int)
    func present(error: String)
}
protocol ProductFetching {
    func fetch(category: String) throws -> [(String, Int)]
}

struct ProductAPIStub: ProductFetching {
    struct Offline: Error {}
    func fetch(category: String) throws -> [(String, Int)] {
        switch category {
        case "fruit": return [("pear", 120), ("apple", 90), ("fig", 300)]
        case "empty": return []
        default: throw Offline()
        }
    }
}

final class Interactor {
    let worker: ProductFetching
    weak var presenter: ProductListPresenting?
    init(worker: ProductFetching) { self.worker = worker }
    func load(_ category: String) {
        do {
            let items = try worker.fetch(category: category).sorted { $0.1 < $1.1 }
            presenter?.present(products: items, total: items.reduce(0) { $0 + $1.1 })
        } catch {
            presenter?.present(error: "could not load \(category)")
        }
    }
    deinit { print("interactor deinit") }
}

final class Presenter: ProductListPresenting {
    weak var view: ProductListView?
    unowned let interactor: Interactor
    init(interactor: Interactor) { self.interactor = interactor }
    func present(products: [(String, Int)], total: Int) {
        let rows = products.map { name, cents in "\(name) \(cents / 100).\(String(format2: cents % 100))" }
        view?.display(rows: rows, title: products.isEmpty ? "Nothing here" : "\(products.count) items, \(total) cents")
    }
    func present(error: String) { view?.displayError(error.capitalizedFirst) }
    deinit { print("presenter deinit") }
}

extension String {
    init(format2 n: Int) { self = n < 10 ? "0\(n)" : "\(n)" }
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

final class ConsoleView: ProductListView {
    var interactor: Interactor?
    var presenter: Presenter?
    func display(rows: [String], title: String) { print("[\(title)]", rows.joined(separator: " | ")) }
    func displayError(_ message: String) { print("error:", message) }
    deinit { print("view deinit") }
}

func assemble() -> ConsoleView {
    let view = ConsoleView(), interactor = Interactor(worker: ProductAPIStub())
    let presenter = Presenter(interactor: interactor)
    interactor.presenter = presenter; presenter.view = view
    view.interactor = interactor; view.presenter = presenter
    return view
}

var screen: ConsoleView? = assemble()
for category in ["fruit", "empty", "tools"] { screen?.interactor?.load(category) }
screen = nil
print("module torn down")

// expect: [3 items, 510 cents] apple 0.90 | pear 1.20 | fig 3.00
// expect: [Nothing here] 
// expect: error: Could not load tools
// expect: view deinit
// expect: interactor deinit
// expect: presenter deinit
// expect: module torn down
