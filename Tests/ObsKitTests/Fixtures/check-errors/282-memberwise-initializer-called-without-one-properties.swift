// Check error: a memberwise initializer called without one of the properties
struct Book {
    var title: String
    var author: String
    var pages: Int
}

let novel = Book(title: "Dune", author: "Frank Herbert")
print("\(novel.title) by \(novel.author)")
// expect-error: missing argument for parameter 'pages' in call
