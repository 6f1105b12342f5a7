// App code style: stock exchange order book with limit order matching
enum Side: String { case buy = "BUY", sell = "SELL" }

struct Order: CustomStringConvertible {
    let id: Int
    let side: Side
    let price: Int
    var qty: Int
    var description: String { "#\(id) \(side.rawValue) \(qty)@\(price)" }
}

struct Trade: CustomStringConvertible {
    let buyID: Int, sellID: Int, price: Int, qty: Int
    var description: String { "trade \(qty)@\(price) (b#\(buyID) s#\(sellID))" }
}

final class OrderBook {
    private(set) var bids: [Order] = []
    private(set) var asks: [Order] = []
    private(set) var trades: [Trade] = []
    private var nextID = 1

    func submit(_ side: Side, price: Int, qty: Int) {
        var order = Order(id: nextID, side: side, price: price, qty: qty)
        nextID += 1
        while order.qty > 0 {
            let book = side == .buy ? asks : bids
            guard let best = book.first,
                  side == .buy ? best.price <= order.price : best.price >= order.price else { break }
            let fill = min(order.qty, best.qty)
            trades.append(Trade(buyID: side == .buy ? order.id : best.id, sellID: side == .sell ? order.id : best.id, price: best.price, qty: fill))
            order.qty -= fill
            if side == .buy {
                asks[0].qty -= fill
                if asks[0].qty == 0 { asks.removeFirst() }
            } else {
                bids[0].qty -= fill
                if bids[0].qty == 0 { bids.removeFirst() }
            }
        }
        guard order.qty > 0 else { return }
        if side == .buy {
            let i = bids.firstIndex { $0.price < order.price } ?? bids.endIndex
            bids.insert(order, at: i)
        } else {
            let i = asks.firstIndex { $0.price > order.price } ?? asks.endIndex
            asks.insert(order, at: i)
        }
    }

    var spread: Int? {
        guard let b = bids.first?.price, let a = asks.first?.price else { return nil }
        return a - b
    }
}

let book = OrderBook()
book.submit(.sell, price: 101, qty: 5)
book.submit(.sell, price: 103, qty: 10)
book.submit(.sell, price: 101, qty: 3)
book.submit(.buy, price: 99, qty: 4)
book.submit(.buy, price: 100, qty: 6)
print("bids: \(book.bids)")
print("asks: \(book.asks)")
print("spread: \(book.spread.map(String.init) ?? "n/a")")
book.submit(.buy, price: 102, qty: 9)
book.submit(.sell, price: 98, qty: 8)
book.trades.forEach { print($0) }
print("bids: \(book.bids)")
print("asks: \(book.asks)")
print("spread: \(book.spread.map(String.init) ?? "n/a")")
let volume = book.trades.reduce(0) { $0 + $1.qty }
let vwap = Double(book.trades.reduce(0) { $0 + $1.qty * $1.price }) / Double(volume)
print("volume \(volume), vwap \(vwap)")
// expect: bids: [#5 BUY 6@100, #4 BUY 4@99]
// expect: asks: [#1 SELL 5@101, #3 SELL 3@101, #2 SELL 10@103]
// expect: spread: 1
// expect: trade 5@101 (b#6 s#1)
// expect: trade 3@101 (b#6 s#3)
// expect: trade 1@102 (b#6 s#7)
// expect: trade 6@100 (b#5 s#7)
// expect: trade 1@99 (b#4 s#7)
// expect: bids: [#4 BUY 3@99]
// expect: asks: [#2 SELL 10@103]
// expect: spread: 4
// expect: volume 16, vwap 100.5625
