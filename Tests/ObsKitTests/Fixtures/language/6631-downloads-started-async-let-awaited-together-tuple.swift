// Swift book style (async let pairs): two downloads started with async let, awaited together as a tuple
func fetchTitle(of id: Int) async -> String {
    return "Chapter \(id)"
}

func fetchPageCount(of id: Int) async -> Int {
    return id * 12 + 3
}

func summary(for id: Int) async -> String {
    async let title = fetchTitle(of: id)
    async let pages = fetchPageCount(of: id)
    let (t, p) = await (title, pages)
    return "\(t): \(p) pages"
}

for id in 1...3 {
    let line = await summary(for: id)
    print(line)
}

async let first = fetchPageCount(of: 10)
async let second = fetchPageCount(of: 20)
let total = await first + second
print("total pages:", total)

func both() async -> (String, String) {
    async let a = fetchTitle(of: 7)
    async let b = fetchTitle(of: 8)
    return await (a, b)
}
let pair = await both()
print(pair.0, "&", pair.1)

// expect: Chapter 1: 15 pages
// expect: Chapter 2: 27 pages
// expect: Chapter 3: 39 pages
// expect: total pages: 366
// expect: Chapter 7 & Chapter 8
