"""triagem: reads registration petitions and checks them against the law."""

__version__ = "0.1.0"
