// App model layer: Result-returning service calls with async/await over a deterministic fake backend
enum ServiceError: Error, Equatable {
    case unauthorized
    case notFound(id: Int)
    case server(code: Int)
}

struct Order: Equatable {
    let id: Int
    let total: Int
    let status: String
}

struct FakeBackend {
    let token: String
    let orders: [Int: Order]
    func respond(token: String, id: Int) async -> (status: Int, order: Order?) {
        guard token == self.token else { return (401, nil) }
        if id < 0 { return (500, nil) }
        return orders[id].map { (200, $0) } ?? (404, nil)
    }
}

struct OrderService {
    let backend: FakeBackend
    let token: String

    func order(id: Int) async -> Result<Order, ServiceError> {
        let response = await backend.respond(token: token, id: id)
        switch response.status {
        case 200: return .success(response.order!)
        case 401: return .failure(.unauthorized)
        case 404: return .failure(.notFound(id: id))
        default: return .failure(.server(code: response.status))
        }
    }

    func orders(ids: [Int]) async -> Result<[Order], ServiceError> {
        var loaded: [Order] = []
        for id in ids {
            switch await order(id: id) {
            case .success(let order): loaded.append(order)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(loaded)
    }
}

let backend = FakeBackend(token: "abc", orders: [
    1: Order(id: 1, total: 2599, status: "shipped"),
    2: Order(id: 2, total: 1200, status: "processing"),
])
let service = OrderService(backend: backend, token: "abc")

for id in [1, 7, -1] {
    switch await service.order(id: id) {
    case .success(let order): print("order \(order.id): \(order.status), \(order.total)")
    case .failure(let error): print("order \(id) failed: \(error)")
    }
}

let batch = await service.orders(ids: [1, 2])
let total = batch.map { $0.reduce(0) { $0 + $1.total } }
print("batch total: \(try! total.get())")

let partial = await service.orders(ids: [2, 3, 1])
if case .failure(.notFound(let id)) = partial { print("batch stopped at \(id)") }

let guest = OrderService(backend: backend, token: "nope")
struct UserFacingError: Error { let text: String }
let result = await guest.order(id: 1).mapError { UserFacingError(text: $0 == .unauthorized ? "please log in" : "error") }
print(result)

let statuses = await service.orders(ids: [2, 1]).map { $0.map(\.status) }
print((try? statuses.get()) ?? [])

// expect: order 1: shipped, 2599
// expect: order 7 failed: notFound(id: 7)
// expect: order -1 failed: server(code: 500)
// expect: batch total: 3799
// expect: batch stopped at 3
// expect: failure(main.UserFacingError(text: "please log in"))
// expect: ["processing", "shipped"]
