class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def copy(self):
        return Point(self.x, self.y)

    def move(self, step):
        self.x += step
        self.y -= step

    def manhattan(self):
        return abs(self.x) + abs(self.y)

point = Point(0, 0)
total = 0
for step in range(200_000):
    copy = point.copy()
    copy.move(step % 5)
    point = copy
    total += point.manhattan() % 10
print(point.x, point.y, total)
